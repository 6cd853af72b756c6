import type { NamesMessageKey } from './en';
import type { NamesTitleKey } from './titles';

/** Hindi: every string of the plugin (views and titles). */
export const hi: Record<NamesMessageKey | NamesTitleKey, string> = {
  'names.form': 'नाम चुनें',
  'names.intro': 'अपने खाते के लिए नाम चुनें। {suffix} नामों को सपोर्ट करने वाले ऐप आपके पते की जगह यह नाम दिखाते हैं।',
  'names.label': 'नाम',
  'names.hint': 'अक्षर, अंक और हाइफ़न, कम से कम 4 वर्ण।',
  'names.preview': 'आपका नाम: {name}',
  'names.invalid': 'अक्षर, अंक और हाइफ़न इस्तेमाल करें, कम से कम 4 वर्ण।',
  'names.checking': '{name} जाँचा जा रहा है…',
  'names.available': '{name} उपलब्ध है',
  'names.taken': '{name} पहले से लिया जा चुका है',
  'names.suggestions': 'सुझाव',
  'names.suggestions.loading': 'सुझाव लोड हो रहे हैं…',
  'names.suggestion.available': 'उपलब्ध',
  'names.suggestion.taken': 'लिया जा चुका',
  'names.register': 'रजिस्टर करें',
  'names.registering': '{name} रजिस्टर हो रहा है…',
  'names.signHint': 'नाम रजिस्टर करने के लिए अपने वॉलेट में संदेश को स्वीकृति दें।',
  'names.yours': 'आपके नाम',
  'names.error.resolve': 'नाम रिज़ॉल्व करने में त्रुटि',
  'names.error.suggestions': 'नाम के सुझाव पाने में त्रुटि',
  'names.error.names': 'पते के नाम पाने में त्रुटि',
  'names.error.register': 'नाम {name} रजिस्टर करने में त्रुटि',
  'names.unavailable': 'नाम EVM खातों के लिए हैं। नाम चुनने के लिए EVM वॉलेट कनेक्ट करें।',
  'names.success.title': '{name} अब आपका है',
  'names.success.body': 'आपका खाता अब यह नाम दिखाता है।',
  'names.success.done': 'अपने खाते पर वापस जाएँ',
  'names.entry': 'नाम चुनें',
  'names.title.register': 'नाम चुनें',
  'names.title.success': 'नाम रजिस्टर हो गया',
};
