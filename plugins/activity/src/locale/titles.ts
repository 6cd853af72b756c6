// The only strings on the page's load path: what the kit shows before the view's chunk has loaded
// (the view's title in the modal header, the Account view's entry). Everything the view says rides
// with it (views/useActivityT.ts).

const en = {
  'activity.entry': 'Activity',
  'activity.title': 'Activity',
};

export type ActivityTitleKey = keyof typeof en;

const ar: Record<ActivityTitleKey, string> = {
  'activity.entry': 'النشاط',
  'activity.title': 'النشاط',
};

/** A fresh bundle per plugin instance: two kits never share a mutable object. */
export const titles = () => ({ en: { ...en }, ar: { ...ar } });
