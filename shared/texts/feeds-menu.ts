// The entry to the portal feeds on «Мои объекты»: apart from feeds.ts, which loads with the feeds' screen.
export const feedsMenuTitle = 'Фиды для порталов';
