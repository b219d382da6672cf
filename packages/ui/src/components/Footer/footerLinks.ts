export const socialLinks = [
  { href: 'https://www.instagram.com/pinjam.bn', label: 'Instagram', icon: 'instagram' },
  { href: 'https://www.facebook.com/pinjam.bn', label: 'Facebook', icon: 'facebook' },
] as const;

export const copyright = '© 2020 Pinjam';
export const versionLabel = 'Ver200423.005';

/** The system details the footer shows (the API's SystemDetails): every field may be missing. */
export interface FooterDetails {
  address_line_1: string | null;
  address_line_2: string | null;
  address_line_3: string | null;
  post_code: string | null;
  city: string | null;
  district: string | null;
  country: string | null;
  telephone: string | null;
  email: string | null;
}
