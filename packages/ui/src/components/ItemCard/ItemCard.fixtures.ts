/**
 * Pictures and items for stories and screenshots. The pictures are inline SVG, so they load without
 * a network and draw the same every time.
 */
const picture = (background: string, body: string, width = 800, height = 600) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="${width}" height="${height}"><rect width="800" height="600" fill="${background}"/>${body}</svg>`,
  )}`;

export const samplePictures = {
  camera: picture(
    '#dbe7f3',
    `<rect x="0" y="440" width="800" height="160" fill="#b9cde2"/>
     <rect x="200" y="210" width="400" height="250" rx="28" fill="#22303c"/>
     <rect x="250" y="170" width="120" height="60" rx="12" fill="#22303c"/>
     <circle cx="400" cy="335" r="95" fill="#465866"/><circle cx="400" cy="335" r="62" fill="#0d161e"/>
     <circle cx="380" cy="312" r="16" fill="#8fb3d1"/><rect x="520" y="235" width="44" height="22" rx="6" fill="#e9a23b"/>`,
  ),
  tent: picture(
    '#f6e7c8',
    `<rect x="0" y="430" width="800" height="170" fill="#8cbf7a"/>
     <circle cx="640" cy="130" r="60" fill="#f3b54a"/>
     <path d="M170 450 L400 150 L630 450 Z" fill="#d9573b"/><path d="M400 150 L460 450 L340 450 Z" fill="#7a2417"/>`,
  ),
  drone: picture(
    '#cfe9ee',
    `<rect x="300" y="280" width="200" height="70" rx="24" fill="#2c3a44"/>
     <path d="M300 300 L180 240 M500 300 L620 240 M300 330 L180 390 M500 330 L620 390" stroke="#2c3a44" stroke-width="16"/>
     <ellipse cx="180" cy="240" rx="80" ry="14" fill="#5f7684"/><ellipse cx="620" cy="240" rx="80" ry="14" fill="#5f7684"/>
     <ellipse cx="180" cy="390" rx="80" ry="14" fill="#5f7684"/><ellipse cx="620" cy="390" rx="80" ry="14" fill="#5f7684"/>
     <circle cx="400" cy="360" r="22" fill="#0d161e"/>`,
  ),
  guitar: picture(
    '#efe1f0',
    `<rect x="385" y="60" width="30" height="270" fill="#5b3a22"/><rect x="370" y="40" width="60" height="50" rx="8" fill="#3a2414"/>
     <circle cx="400" cy="360" r="110" fill="#c77b3a"/><circle cx="400" cy="470" r="130" fill="#c77b3a"/>
     <circle cx="400" cy="400" r="38" fill="#3a2414"/><rect x="350" y="500" width="100" height="18" rx="4" fill="#3a2414"/>`,
  ),
  bicycle: picture(
    '#e3f0dc',
    `<circle cx="230" cy="400" r="120" fill="none" stroke="#22303c" stroke-width="18"/>
     <circle cx="570" cy="400" r="120" fill="none" stroke="#22303c" stroke-width="18"/>
     <path d="M230 400 L340 230 L520 230 L570 400 M340 230 L420 400 L520 230 M420 400 L230 400" fill="none" stroke="#12806a" stroke-width="16" stroke-linejoin="round"/>
     <rect x="300" y="200" width="90" height="20" rx="8" fill="#22303c"/><path d="M520 230 L500 170 L560 170" fill="none" stroke="#22303c" stroke-width="14"/>`,
  ),
  /** A tall picture, to show how other shapes fit. */
  portrait: picture(
    '#fde7e4',
    `<rect x="250" y="100" width="300" height="420" rx="24" fill="#b42318"/><circle cx="400" cy="250" r="80" fill="#fef3f2"/>`,
    600,
    800,
  ),
} as const;

export interface SampleItem {
  id: number;
  title: string;
  image: string | null;
  rentPerDay: number | null;
  rentPerWeek: number | null;
  salePrice: number | null;
  district: string;
  rating: { average: number; count: number } | null;
  ownerVerified: boolean;
}

export const sampleItems: SampleItem[] = [
  {
    id: 1,
    title: 'Canon EOS R6 with 24–105mm lens',
    image: samplePictures.camera,
    rentPerDay: 4500,
    rentPerWeek: 25000,
    salePrice: null,
    district: 'Brunei-Muara',
    rating: { average: 4.8, count: 23 },
    ownerVerified: true,
  },
  {
    id: 2,
    title: 'Four-person camping tent',
    image: samplePictures.tent,
    rentPerDay: 1250,
    rentPerWeek: null,
    salePrice: 18000,
    district: 'Tutong',
    rating: { average: 4.5, count: 12 },
    ownerVerified: false,
  },
  {
    id: 3,
    title: 'DJI Mini 4 Pro drone',
    image: samplePictures.drone,
    rentPerDay: 3500,
    rentPerWeek: 20000,
    salePrice: null,
    district: 'Belait',
    rating: null,
    ownerVerified: true,
  },
  {
    id: 4,
    title: 'Yamaha acoustic guitar',
    image: samplePictures.guitar,
    rentPerDay: null,
    rentPerWeek: null,
    salePrice: 35000,
    district: 'Temburong',
    rating: { average: 4, count: 3 },
    ownerVerified: false,
  },
];
