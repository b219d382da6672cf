/** Brunei's four districts, in the seed's order. Proper names: not translated. */
export const districts = ['Brunei-Muara', 'Tutong', 'Belait', 'Temburong'] as const;
export type District = (typeof districts)[number];

// Spellings found in older data and typed by people; always shown as the canonical name.
const aliases: Record<string, District> = {
  temborong: 'Temburong',
  'brunei muara': 'Brunei-Muara',
  bruneimuara: 'Brunei-Muara',
};

/** The canonical district for a stored or typed value ('Temborong' → 'Temburong'), if any. */
export function normalizeDistrict(value: string | null | undefined): District | undefined {
  const key = value?.trim().toLowerCase();
  if (!key) return undefined;
  return districts.find((district) => district.toLowerCase() === key) ?? aliases[key];
}
