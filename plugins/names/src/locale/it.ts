import type { NamesMessageKey } from './en';
import type { NamesTitleKey } from './titles';

/** Italian: every string of the plugin (views and titles). */
export const it: Record<NamesMessageKey | NamesTitleKey, string> = {
  'names.form': 'Scegli un nome',
  'names.intro': 'Scegli un nome per il tuo account. Le app che supportano i nomi {suffix} lo mostrano al posto del tuo indirizzo.',
  'names.label': 'Nome',
  'names.hint': 'Lettere, cifre e trattini, almeno 4 caratteri.',
  'names.preview': 'Il tuo nome: {name}',
  'names.invalid': 'Usa lettere, cifre e trattini, almeno 4 caratteri.',
  'names.checking': 'Verifica di {name}…',
  'names.available': '{name} è disponibile',
  'names.taken': '{name} è già in uso',
  'names.suggestions': 'Suggerimenti',
  'names.suggestions.loading': 'Caricamento dei suggerimenti…',
  'names.suggestion.available': 'Disponibile',
  'names.suggestion.taken': 'Già in uso',
  'names.register': 'Registra',
  'names.registering': 'Registrazione di {name}…',
  'names.signHint': 'Approva il messaggio nel tuo wallet per registrare il nome.',
  'names.yours': 'I tuoi nomi',
  'names.error.resolve': 'Errore durante la risoluzione del nome',
  'names.error.suggestions': 'Errore durante il recupero dei suggerimenti di nomi',
  'names.error.names': 'Errore durante il recupero dei nomi dell’indirizzo',
  'names.error.register': 'Errore durante la registrazione del nome {name}',
  'names.unavailable': 'I nomi sono per gli account EVM. Connetti un wallet EVM per sceglierne uno.',
  'names.success.title': '{name} è tuo',
  'names.success.body': 'Ora il tuo account mostra questo nome.',
  'names.success.done': 'Torna al tuo account',
  'names.entry': 'Scegli un nome',
  'names.title.register': 'Scegli un nome',
  'names.title.success': 'Nome registrato',
};
