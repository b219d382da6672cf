// What people type into Pinjam's search, as kinds of query with a few variants each: the mix the
// search scenario draws from uniformly by kind, then by variant. Prices in cents.

/** YYYY-MM-DD in Brunei time, `days` from now. */
function bruneiDate(days) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Brunei' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

export function searchMix() {
  const tomorrow = bruneiDate(1);
  return {
    'one word': [
      'q=camera',
      'q=tent',
      'q=guitar',
      'q=drone',
      'q=stroller',
      'q=projector',
      'q=speaker',
      'q=kayak',
      'q=laptop',
      'q=suitcase',
    ],
    'two words': [
      'q=canon+lens',
      'q=wedding+dress',
      'q=party+speaker',
      'q=baby+stroller',
      'q=camping+tent',
      'q=electric+guitar',
      'q=pressure+washer',
      'q=roof+box',
    ],
    typo: ['q=camra', 'q=strolller', 'q=projecter', 'q=guitr', 'q=weding+dress', 'q=kayk', 'q=labtop'],
    'q + category': [
      'q=lens&category=film-photography',
      'q=tent&category=party-events',
      'q=tent&category=sports',
      'q=speaker&category=dj-equipment',
      'q=chair&category=home-office-garden',
    ],
    'q + district + type': [
      'q=tent&district=Tutong&type=rent',
      'q=camera&district=Belait&type=buy',
      'q=guitar&district=Temburong&type=rent',
      'q=stroller&district=Brunei-Muara&type=buy',
    ],
    'q + price range': [
      'q=camera&type=rent&min_price=2000&max_price=5000',
      'q=guitar&min_price=10000&max_price=50000',
      'q=drone&type=buy&max_price=100000',
    ],
    'sort by price': [
      'q=guitar&sort=price_asc',
      'q=camera&sort=price_desc',
      'q=tent&type=rent&sort=price_asc',
    ],
    'page 5': ['q=camera&page=5', 'q=tent&page=5', 'q=speaker&page=5'],
    'category only': [
      'category=drones',
      'category=clothing',
      'category=kids-baby',
      'category=electronics&sort=price_asc',
    ],
    'hero: q + district + date': [
      `q=speaker&district=Brunei-Muara&date=${tomorrow}`,
      `q=tent&district=Belait&date=${tomorrow}`,
    ],
    'no filter (newest)': ['', 'page=2'],
  };
}

export const searchPath = (query) => `/api/items/search${query ? `?${query}` : ''}`;
