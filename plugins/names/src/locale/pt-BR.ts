import type { NamesMessageKey } from './en';
import type { NamesTitleKey } from './titles';

/** Brazilian Portuguese: every string of the plugin (views and titles). */
export const ptBR: Record<NamesMessageKey | NamesTitleKey, string> = {
  'names.form': 'Escolha um nome',
  'names.intro': 'Escolha um nome para sua conta. Apps compatíveis com nomes {suffix} o exibem no lugar do seu endereço.',
  'names.label': 'Nome',
  'names.hint': 'Letras, números e hifens, com pelo menos 4 caracteres.',
  'names.preview': 'Seu nome: {name}',
  'names.invalid': 'Use letras, números e hifens, com pelo menos 4 caracteres.',
  'names.checking': 'Verificando {name}…',
  'names.available': '{name} está disponível',
  'names.taken': '{name} já está em uso',
  'names.suggestions': 'Sugestões',
  'names.suggestions.loading': 'Carregando sugestões…',
  'names.suggestion.available': 'Disponível',
  'names.suggestion.taken': 'Em uso',
  'names.register': 'Registrar',
  'names.registering': 'Registrando {name}…',
  'names.signHint': 'Aprove a mensagem na sua carteira para registrar o nome.',
  'names.yours': 'Seus nomes',
  'names.error.resolve': 'Erro ao resolver o nome',
  'names.error.suggestions': 'Erro ao buscar sugestões de nomes',
  'names.error.names': 'Erro ao buscar os nomes do endereço',
  'names.error.register': 'Erro ao registrar o nome {name}',
  'names.unavailable': 'Os nomes são para contas EVM. Conecte uma carteira EVM para escolher um.',
  'names.success.title': '{name} é seu',
  'names.success.body': 'Sua conta agora exibe este nome.',
  'names.success.done': 'Voltar para sua conta',
  'names.entry': 'Escolher um nome',
  'names.title.register': 'Escolher um nome',
  'names.title.success': 'Nome registrado',
};
