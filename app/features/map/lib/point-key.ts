// A pin's key, apart from the markers: the feed names pins by it without loading Leaflet with its first screen.
export const pointKey = (item: { isOffer: boolean; id: number }) => `${item.isOffer ? 'f' : 'o'}${item.id}`;
