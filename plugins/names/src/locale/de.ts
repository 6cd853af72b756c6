import type { NamesMessageKey } from './en';
import type { NamesTitleKey } from './titles';

/** German: every string of the plugin (views and titles). */
export const de: Record<NamesMessageKey | NamesTitleKey, string> = {
  'names.form': 'Namen wählen',
  'names.intro': 'Wähle einen Namen für dein Konto. Apps, die {suffix}-Namen unterstützen, zeigen ihn statt deiner Adresse an.',
  'names.label': 'Name',
  'names.hint': 'Buchstaben, Ziffern und Bindestriche, mindestens 4 Zeichen.',
  'names.preview': 'Dein Name: {name}',
  'names.invalid': 'Verwende Buchstaben, Ziffern und Bindestriche, mindestens 4 Zeichen.',
  'names.checking': '{name} wird geprüft…',
  'names.available': '{name} ist verfügbar',
  'names.taken': '{name} ist vergeben',
  'names.suggestions': 'Vorschläge',
  'names.suggestions.loading': 'Vorschläge werden geladen…',
  'names.suggestion.available': 'Verfügbar',
  'names.suggestion.taken': 'Vergeben',
  'names.register': 'Registrieren',
  'names.registering': '{name} wird registriert…',
  'names.signHint': 'Bestätige die Nachricht in deiner Wallet, um den Namen zu registrieren.',
  'names.yours': 'Deine Namen',
  'names.error.resolve': 'Fehler beim Auflösen des Namens',
  'names.error.suggestions': 'Fehler beim Abrufen der Namensvorschläge',
  'names.error.names': 'Fehler beim Abrufen der Namen für die Adresse',
  'names.error.register': 'Fehler beim Registrieren des Namens {name}',
  'names.unavailable': 'Namen gibt es für EVM-Konten. Verbinde eine EVM-Wallet, um einen zu wählen.',
  'names.success.title': '{name} gehört dir',
  'names.success.body': 'Dein Konto zeigt jetzt diesen Namen an.',
  'names.success.done': 'Zurück zu deinem Konto',
  'names.entry': 'Namen wählen',
  'names.title.register': 'Namen wählen',
  'names.title.success': 'Name registriert',
};
