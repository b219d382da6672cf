import type { CategorySlug, ItemCondition } from '@pinjam/api/contract';

/**
 * The demo catalogue: 80 listings, five per search category, across the four districts. Prices
 * in whole B$ here (the seed turns them into cents). `owner` is the demo login's email name.
 */
export interface DemoItem {
  owner: string;
  category: CategorySlug;
  title: string;
  description: string;
  condition: ItemCondition;
  /** Rent: B$ per day, per week, deposit. */
  day?: number;
  week?: number;
  deposit?: number;
  minDays?: number;
  maxDays?: number;
  /** Sale price, B$. */
  sale?: number;
  stock?: number;
}

export const DEMO_ITEMS: readonly DemoItem[] = [
  // ─── Film & Photography ───
  {
    owner: 'siti',
    category: 'film-photography',
    title: 'Canon EOS R6 camera body',
    condition: 'like_new',
    day: 45,
    week: 250,
    deposit: 500,
    maxDays: 14,
    description:
      'Full-frame mirrorless body with two LP-E6NH batteries, charger and a 128 GB card. Superb in low light for weddings and majlis. Pickup in Gadong or I can meet at Kiulap.',
  },
  {
    owner: 'siti',
    category: 'film-photography',
    title: 'Sony FE 24-70mm f/2.8 GM lens',
    condition: 'good',
    day: 35,
    week: 200,
    deposit: 400,
    description: 'The all-round event lens. Comes with both caps, hood and a UV filter. Sony E-mount only.',
  },
  {
    owner: 'faizal',
    category: 'film-photography',
    title: 'Fujifilm X100V compact camera',
    condition: 'good',
    day: 30,
    sale: 1650,
    description:
      'Silver X100V with the classic film simulations, a spare battery and a leather half case. Perfect for a holiday around Bandar. Selling because I upgraded.',
  },
  {
    owner: 'weiling',
    category: 'film-photography',
    title: 'Godox AD200 flash kit with softbox',
    condition: 'good',
    day: 18,
    week: 100,
    deposit: 150,
    description:
      'Pocket flash with bare bulb and speedlight heads, X2T trigger for Canon, Sony or Nikon, 60 cm softbox and a light stand. Collect in Seria.',
  },
  {
    owner: 'hakim',
    category: 'film-photography',
    title: 'GoPro Hero 12 with dive housing',
    condition: 'like_new',
    day: 20,
    week: 110,
    deposit: 150,
    description:
      'Chest mount, head strap, floating grip and a 60 m dive housing. Made for snorkelling at Pelong Rocks and rafting in Temburong.',
  },

  // ─── Audio Visual Equipment ───
  {
    owner: 'faizal',
    category: 'audio-visual',
    title: 'Rode Wireless GO II microphone set',
    condition: 'like_new',
    day: 15,
    week: 80,
    deposit: 100,
    description:
      'Two transmitters and a receiver, with lavalier mics and cables for camera and phone. Great for interviews and tahlil recordings.',
  },
  {
    owner: 'siti',
    category: 'audio-visual',
    title: 'Zoom H6 audio recorder',
    condition: 'good',
    day: 12,
    sale: 380,
    description:
      'Six-track recorder with the X/Y and mid-side capsules, 32 GB card and a windshield. Batteries included.',
  },
  {
    owner: 'aminah',
    category: 'audio-visual',
    title: 'Sony 65-inch 4K TV on a rolling stand',
    condition: 'good',
    day: 60,
    deposit: 500,
    minDays: 1,
    maxDays: 7,
    description:
      'For slideshows at weddings, company events or the World Cup with the neighbours. The stand has wheels and fits in an MPV. Kuala Belait.',
  },
  {
    owner: 'norma',
    category: 'audio-visual',
    title: 'LED video light pair with stands',
    condition: 'good',
    day: 25,
    week: 130,
    description:
      'Two bi-colour 60 W panels with barn doors, diffusers and 2 m stands. Enough to light a small studio or a bridal dais.',
  },
  {
    owner: 'rosli',
    category: 'audio-visual',
    title: 'Blackmagic Pocket Cinema Camera 4K',
    condition: 'good',
    day: 55,
    week: 300,
    deposit: 800,
    description:
      'Cinema camera with a Panasonic 12-35mm lens, three batteries, a cage and two SSDs. Ask me about a quick lesson before you take it.',
  },

  // ─── Projectors & Screens ───
  {
    owner: 'hakim',
    category: 'projectors-screens',
    title: 'Epson Full HD projector, 3,500 lumens',
    condition: 'good',
    day: 35,
    week: 180,
    deposit: 200,
    description:
      'Bright enough for a room with the lights on. HDMI cable and a carry bag included. Tutong town, near the Tamu.',
  },
  {
    owner: 'faizal',
    category: 'projectors-screens',
    title: '120-inch tripod projector screen',
    condition: 'good',
    day: 15,
    sale: 120,
    description:
      'Matte white screen on a sturdy tripod, sets up in two minutes. Pairs well with any projector for a kenduri or a class.',
  },
  {
    owner: 'weiling',
    category: 'projectors-screens',
    title: 'Mini portable projector for movie nights',
    condition: 'like_new',
    day: 12,
    sale: 150,
    description:
      'Small LED projector with built-in speaker and a phone mirroring adapter. Best in a dark room for kids’ movie nights.',
  },
  {
    owner: 'norma',
    category: 'projectors-screens',
    title: 'Outdoor inflatable cinema screen (16 ft)',
    condition: 'good',
    day: 80,
    deposit: 300,
    description:
      'Blower, ground pegs and ropes included. Ideal for Hari Raya open houses and community nights in the kampong.',
  },
  {
    owner: 'siti',
    category: 'projectors-screens',
    title: 'BenQ 4K home cinema projector',
    condition: 'like_new',
    day: 50,
    week: 280,
    deposit: 500,
    description:
      'True 4K with HDR, quiet fan, ceiling or table mount. I can help you set it up anywhere in Brunei-Muara.',
  },

  // ─── Drones ───
  {
    owner: 'siti',
    category: 'drones',
    title: 'DJI Mini 4 Pro Fly More combo',
    condition: 'like_new',
    day: 45,
    week: 250,
    deposit: 600,
    maxDays: 10,
    description:
      'Under 250 g, three batteries, charging hub and the RC 2 controller. Please check the DCA rules before flying near the airport or the Istana.',
  },
  {
    owner: 'rosli',
    category: 'drones',
    title: 'DJI Air 3 drone with ND filters',
    condition: 'good',
    day: 60,
    week: 350,
    deposit: 800,
    description:
      'Dual cameras, 46 minutes a battery, two spare batteries and ND filters. Stunning over the Ulu Temburong canopy.',
  },
  {
    owner: 'hakim',
    category: 'drones',
    title: 'DJI Avata FPV drone with goggles',
    condition: 'good',
    day: 55,
    deposit: 700,
    description:
      'Goggles 2 and motion controller included. For experienced pilots only: I will ask about your flying first.',
  },
  {
    owner: 'faizal',
    category: 'drones',
    title: 'DJI Mini 2 SE starter drone',
    condition: 'good',
    day: 25,
    sale: 420,
    description: 'The easiest way to learn. Two batteries, spare propellers and a small case.',
  },
  {
    owner: 'aminah',
    category: 'drones',
    title: 'Spare DJI Mini batteries and charging hub',
    condition: 'new',
    sale: 180,
    stock: 3,
    description:
      'Two Intelligent Flight Batteries Plus and a two-way charging hub, unopened. Fits Mini 3 and Mini 4.',
  },

  // ─── DJ Equipment ───
  {
    owner: 'faizal',
    category: 'dj-equipment',
    title: 'Pioneer DDJ-FLX6 DJ controller',
    condition: 'good',
    day: 40,
    week: 220,
    deposit: 300,
    description:
      'Four-channel controller for rekordbox and Serato, with headphones and a hard case. Great for weddings and birthday parties.',
  },
  {
    owner: 'hakim',
    category: 'dj-equipment',
    title: 'Pair of JBL EON 715 PA speakers',
    condition: 'good',
    day: 70,
    deposit: 400,
    description: 'Two 15-inch powered speakers with stands and cables. Loud enough for a hall of 200 guests.',
  },
  {
    owner: 'weiling',
    category: 'dj-equipment',
    title: 'DJ booth with LED facade',
    condition: 'like_new',
    day: 35,
    description: 'Folding white booth with a light-up front panel and a carry bag. Sets up in five minutes.',
  },
  {
    owner: 'norma',
    category: 'dj-equipment',
    title: 'Shure SM58 microphones, set of two',
    condition: 'good',
    day: 15,
    stock: 3,
    description:
      'The classic vocal mic, two per set with clips and 5 m cables. Ideal for speeches and karaoke nights.',
  },
  {
    owner: 'rosli',
    category: 'dj-equipment',
    title: 'Party lights kit: moving heads and fog machine',
    condition: 'good',
    day: 45,
    deposit: 200,
    description:
      'Two moving heads, a fog machine with fluid and a DMX controller. Turns any dewan into a dance floor.',
  },

  // ─── Transport ───
  {
    owner: 'aminah',
    category: 'transport',
    title: 'Thule roof box 450 L',
    condition: 'good',
    day: 20,
    week: 110,
    deposit: 150,
    description:
      'Fits most roof bars. Holds luggage for a family drive to Miri or Kota Kinabalu. Fitting help available in Kuala Belait.',
  },
  {
    owner: 'hakim',
    category: 'transport',
    title: 'Bicycle child trailer, two seats',
    condition: 'good',
    day: 10,
    sale: 140,
    description:
      'Foldable trailer for two children with a rain cover. Lovely for the Tasek Lama or Jerudong Park paths.',
  },
  {
    owner: 'faizal',
    category: 'transport',
    title: 'Xiaomi Pro 2 electric scooter',
    condition: 'fair',
    day: 25,
    deposit: 200,
    description: '45 km range, helmet and lock included. Some scratches but rides perfectly.',
  },
  {
    owner: 'rosli',
    category: 'transport',
    title: 'Tow-bar bike rack for three bikes',
    condition: 'good',
    day: 15,
    description: 'Fits standard tow balls, with number plate board and lights. Collect in Bangar.',
  },
  {
    owner: 'weiling',
    category: 'transport',
    title: 'Folding hand truck trolley',
    condition: 'good',
    day: 8,
    sale: 65,
    stock: 2,
    description: 'Carries up to 150 kg and folds flat in the boot. Handy for moving house or market days.',
  },

  // ─── Storage ───
  {
    owner: 'siti',
    category: 'storage',
    title: 'Heavy-duty storage boxes, set of 10',
    condition: 'good',
    day: 10,
    week: 45,
    stock: 3,
    description: 'Stackable 60 L boxes with lids, clean and dry. Perfect for a house move or a renovation.',
  },
  {
    owner: 'norma',
    category: 'storage',
    title: 'Waterproof dry bags, 20 L',
    condition: 'new',
    day: 5,
    sale: 25,
    stock: 6,
    description:
      'Roll-top dry bags with shoulder straps. Keep phones and clothes dry on the boat to Temburong.',
  },
  {
    owner: 'hakim',
    category: 'storage',
    title: 'Steel garage shelving unit',
    condition: 'good',
    sale: 90,
    description:
      'Five shelves, 180 cm tall, each takes 150 kg. Bolt-free assembly. Buyer collects in Tutong.',
  },
  {
    owner: 'aminah',
    category: 'storage',
    title: 'Moving blankets and straps kit',
    condition: 'good',
    day: 12,
    description:
      'Twelve padded blankets, ratchet straps and a dolly. Protects furniture on the way from Seria to the capital.',
  },
  {
    owner: 'weiling',
    category: 'storage',
    title: 'Under-bed storage bags, set of four',
    condition: 'new',
    sale: 35,
    stock: 5,
    description: 'Zipped fabric bags with windows, new in the packet.',
  },

  // ─── Electronics ───
  {
    owner: 'faizal',
    category: 'electronics',
    title: 'MacBook Pro 14 M3 laptop',
    condition: 'like_new',
    day: 60,
    week: 350,
    deposit: 1500,
    description:
      '16 GB memory, 512 GB, with charger. Freshly reset for each renter. Good for video editing on a short project.',
  },
  {
    owner: 'siti',
    category: 'electronics',
    title: 'iPad Air with Apple Pencil',
    condition: 'good',
    day: 30,
    sale: 780,
    description: '64 GB, Wi-Fi, with a keyboard folio and the second-generation Pencil.',
  },
  {
    owner: 'weiling',
    category: 'electronics',
    title: 'Nintendo Switch OLED with two games',
    condition: 'good',
    day: 18,
    week: 95,
    deposit: 250,
    description: 'Mario Kart 8 and Animal Crossing, two Joy-Con pairs and the dock. School holidays sorted.',
  },
  {
    owner: 'nurul',
    category: 'electronics',
    title: 'Samsung Galaxy Tab A8, used',
    condition: 'fair',
    sale: 160,
    description: '32 GB with a flip cover. Screen has one small scratch, battery still lasts all day.',
  },
  {
    owner: 'hakim',
    category: 'electronics',
    title: 'Portable power station 1000 W',
    condition: 'good',
    day: 35,
    deposit: 300,
    description:
      'Runs a fridge, lights and a fan during an outage or a camping trip. Solar panel available on request.',
  },

  // ─── Party & Events ───
  {
    owner: 'norma',
    category: 'party-events',
    title: 'Canopy tent 3 × 6 m for kenduri',
    condition: 'good',
    day: 60,
    deposit: 200,
    stock: 3,
    description:
      'White canopy with side walls and weights. I can help put it up in Tutong district for a small fee.',
  },
  {
    owner: 'aminah',
    category: 'party-events',
    title: 'Round banquet tables, set of five',
    condition: 'good',
    day: 40,
    stock: 4,
    description: 'Each seats eight to ten. Table cloths available. Delivery within Belait on request.',
  },
  {
    owner: 'siti',
    category: 'party-events',
    title: 'Chafing dishes, set of six',
    condition: 'good',
    day: 35,
    deposit: 100,
    description: 'Stainless steel with fuel holders. Keeps nasi and lauk warm for an open house.',
  },
  {
    owner: 'rosli',
    category: 'party-events',
    title: 'Bouncy castle for kids’ parties',
    condition: 'good',
    day: 90,
    deposit: 200,
    description: '4 × 4 m castle with blower and safety mat. Supervise children at all times, please.',
  },
  {
    owner: 'faizal',
    category: 'party-events',
    title: 'Photo booth with props and ring light',
    condition: 'like_new',
    day: 85,
    deposit: 300,
    description: 'iPad booth with instant sharing, backdrop stand, ring light and a box of props.',
  },

  // ─── Sports ───
  {
    owner: 'rosli',
    category: 'sports',
    title: 'Two-person sea kayak with paddles',
    condition: 'good',
    day: 40,
    week: 200,
    deposit: 300,
    description:
      'Stable sit-on-top kayak with two life jackets. Launch at Bangar jetty or take it to Muara beach.',
  },
  {
    owner: 'hakim',
    category: 'sports',
    title: 'Giant TCR road bike, size M',
    condition: 'good',
    day: 30,
    sale: 1800,
    description:
      'Carbon frame, Shimano 105 groupset, pedals and a helmet. Ready for the Sunday ride on Jalan Tutong.',
  },
  {
    owner: 'weiling',
    category: 'sports',
    title: 'Badminton set with net and posts',
    condition: 'good',
    day: 12,
    sale: 90,
    description: 'Four Yonex rackets, a tube of shuttles, a portable net and posts.',
  },
  {
    owner: 'aminah',
    category: 'sports',
    title: 'Golf clubs, full set with bag',
    condition: 'good',
    day: 35,
    description:
      'Right-handed Callaway set with driver, woods, irons and putter. Try Panaga or the Empire course.',
  },
  {
    owner: 'norma',
    category: 'sports',
    title: 'Snorkelling set: mask, fins and snorkel',
    condition: 'like_new',
    day: 8,
    stock: 4,
    description: 'Adult sizes M and L, cleaned after every rental. Great for a boat trip to the islands.',
  },

  // ─── Musical Instruments ───
  {
    owner: 'hakim',
    category: 'musical-instruments',
    title: 'Yamaha P-125 digital piano with stand',
    condition: 'good',
    day: 30,
    sale: 850,
    description: '88 weighted keys, sustain pedal and a wooden stand. Perfect for practice before an exam.',
  },
  {
    owner: 'siti',
    category: 'musical-instruments',
    title: 'Fender Stratocaster electric guitar',
    condition: 'good',
    day: 25,
    deposit: 300,
    description: 'Mexican Strat with a gig bag, cable and a small Boss amp.',
  },
  {
    owner: 'rosli',
    category: 'musical-instruments',
    title: 'Gambus, traditional Malay lute',
    condition: 'good',
    day: 20,
    description: 'Handmade gambus with a soft case. For zapin performances and school events.',
  },
  {
    owner: 'faizal',
    category: 'musical-instruments',
    title: 'Roland TD-07 electronic drum kit',
    condition: 'like_new',
    day: 40,
    week: 200,
    deposit: 400,
    description: 'Mesh heads, quiet enough for an apartment, with throne, sticks and headphones.',
  },
  {
    owner: 'nurul',
    category: 'musical-instruments',
    title: 'Yamaha F310 acoustic guitar',
    condition: 'good',
    sale: 150,
    description: 'Great beginner guitar with new strings, a bag and a capo.',
  },

  // ─── Home / Office / Garden ───
  {
    owner: 'aminah',
    category: 'home-office-garden',
    title: 'Kärcher K4 pressure washer',
    condition: 'good',
    day: 25,
    deposit: 100,
    description:
      'Cleans driveways, cars and outdoor tiles before Hari Raya. Hose and patio cleaner included.',
  },
  {
    owner: 'norma',
    category: 'home-office-garden',
    title: 'Bosch cordless drill and bit set',
    condition: 'good',
    day: 12,
    sale: 180,
    description: '18 V drill with two batteries and a 40-piece bit set.',
  },
  {
    owner: 'weiling',
    category: 'home-office-garden',
    title: 'Herman Miller Aeron office chair',
    condition: 'good',
    day: 20,
    sale: 900,
    description: 'Size B, fully adjustable. Try it for a week before you buy one.',
  },
  {
    owner: 'siti',
    category: 'home-office-garden',
    title: 'Grass trimmer and hedge cutter',
    condition: 'fair',
    day: 20,
    description: 'Petrol trimmer and an electric hedge cutter. Safety glasses included.',
  },
  {
    owner: 'nurul',
    category: 'home-office-garden',
    title: 'IKEA standing desk frame',
    condition: 'good',
    sale: 220,
    description: 'Electric sit-stand frame, 120 cm, top not included. Collect in Kuala Belait.',
  },

  // ─── Kids & Baby ───
  {
    owner: 'siti',
    category: 'kids-baby',
    title: 'Bugaboo Fox baby stroller',
    condition: 'good',
    day: 15,
    week: 80,
    deposit: 150,
    description: 'Bassinet and seat, rain cover and cup holder. Cleaned and sanitised between families.',
  },
  {
    owner: 'nurul',
    category: 'kids-baby',
    title: 'Infant car seat, 0–13 kg',
    condition: 'good',
    sale: 120,
    description: 'Maxi-Cosi Pebble, never in an accident, with the newborn insert.',
  },
  {
    owner: 'weiling',
    category: 'kids-baby',
    title: 'Travel cot with mattress',
    condition: 'good',
    day: 10,
    week: 50,
    description: 'Folds into a bag. Handy for visiting grandparents in Tutong for the weekend.',
  },
  {
    owner: 'norma',
    category: 'kids-baby',
    title: 'Ergobaby Omni 360 baby carrier',
    condition: 'like_new',
    day: 8,
    sale: 160,
    description: 'Four carrying positions from newborn to toddler. Washed after each rental.',
  },
  {
    owner: 'aminah',
    category: 'kids-baby',
    title: 'Stokke Tripp Trapp high chair',
    condition: 'good',
    day: 10,
    sale: 420,
    description: 'Natural wood with the baby set and a tray. Grows with your child.',
  },

  // ─── Holiday & Travel ───
  {
    owner: 'rosli',
    category: 'holiday-travel',
    title: 'Four-person camping tent',
    condition: 'good',
    day: 25,
    week: 120,
    deposit: 100,
    description:
      'Dome tent with rain fly, groundsheet and pegs. Tested at Ulu Temburong and Wasai Wong Kadir.',
  },
  {
    owner: 'hakim',
    category: 'holiday-travel',
    title: 'Samsonite 75 cm hard-shell suitcase',
    condition: 'like_new',
    day: 12,
    week: 60,
    description: 'Large spinner with TSA lock. For the umrah trip or a long holiday.',
  },
  {
    owner: 'aminah',
    category: 'holiday-travel',
    title: 'Cool box 50 L and four camping chairs',
    condition: 'good',
    day: 15,
    description: 'Keeps ice for two days. Chairs fold into a bag. Beach picnic at Seri Kenangan, done.',
  },
  {
    owner: 'faizal',
    category: 'holiday-travel',
    title: 'Travel Wi-Fi router for Malaysia and Singapore',
    condition: 'good',
    day: 8,
    week: 45,
    description:
      'Unlimited data in Malaysia and Singapore for up to five devices. Charger and case included.',
  },
  {
    owner: 'rosli',
    category: 'holiday-travel',
    title: 'Hammock and mosquito net set',
    condition: 'new',
    day: 6,
    sale: 45,
    stock: 4,
    description: 'Parachute nylon hammock with tree straps and a full mosquito net.',
  },

  // ─── Clothing ───
  {
    owner: 'norma',
    category: 'clothing',
    title: 'Baju kurung for Hari Raya, size M',
    condition: 'like_new',
    day: 25,
    sale: 180,
    description: 'Soft pastel green with lace details, worn once. Dry-cleaned after every rental.',
  },
  {
    owner: 'faizal',
    category: 'clothing',
    title: 'Baju Melayu set with sampin and songkok',
    condition: 'good',
    day: 30,
    sale: 250,
    description: 'Navy cekak musang, size L, with a woven sampin and a size 22 songkok.',
  },
  {
    owner: 'weiling',
    category: 'clothing',
    title: 'Navy evening gown, size S',
    condition: 'like_new',
    day: 45,
    description: 'Floor-length satin gown for a gala or a wedding dinner. Professionally cleaned.',
  },
  {
    owner: 'siti',
    category: 'clothing',
    title: 'Songket wedding set for the bride',
    condition: 'good',
    day: 120,
    deposit: 300,
    description: 'Gold songket baju and sarong with matching selendang. Alterations possible in Gadong.',
  },
  {
    owner: 'nurul',
    category: 'clothing',
    title: 'Winter jacket for travel, size L',
    condition: 'good',
    sale: 90,
    description: 'Down jacket for a trip to Korea or Japan. Packs into its own pocket.',
  },

  // ─── Other ───
  {
    owner: 'rosli',
    category: 'other',
    title: 'Portable generator 3 kVA',
    condition: 'good',
    day: 45,
    deposit: 300,
    description: 'Petrol generator for events or power cuts, with extension leads. Collect in Bangar.',
  },
  {
    owner: 'hakim',
    category: 'other',
    title: 'Brother sewing machine',
    condition: 'good',
    day: 15,
    sale: 280,
    description:
      'Computerised machine with 60 stitches. Great before Hari Raya when the tailors are booked up.',
  },
  {
    owner: 'aminah',
    category: 'other',
    title: 'Celestron 130 mm telescope',
    condition: 'good',
    day: 25,
    description: 'Reflector telescope with tripod and two eyepieces. Dark skies in Labi are perfect for it.',
  },
  {
    owner: 'weiling',
    category: 'other',
    title: 'Board games bundle: Catan, Ticket to Ride and more',
    condition: 'good',
    day: 10,
    sale: 120,
    description: 'Six family board games, all pieces counted. Rainy weekend sorted.',
  },
  {
    owner: 'norma',
    category: 'other',
    title: 'Karaoke machine with two wireless mics',
    condition: 'good',
    day: 30,
    deposit: 100,
    description:
      'Bluetooth speaker with lights and two microphones. Loaded with Malay, English and Chinese songs.',
  },
];
