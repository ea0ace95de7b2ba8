/**
 * The catalogue's fixture texts: a Serbian electronics-and-home shop. Only definitions live here;
 * tables.ts turns them into records (ids, slugs, images, dates).
 */
import type { Translated } from '../../src/server/lib/translate';

export interface CategoryDef {
  key: string;
  parent: string | null;
  names: Translated;
  /** Shown above the listing; a generic sentence is written when omitted. */
  description?: Translated;
}

export const CATEGORY_DEFS: CategoryDef[] = [
  {
    key: 'telefoni',
    parent: null,
    names: ['Telefoni i tableti', 'Phones and tablets'],
    description: [
      'Pametni telefoni, tableti, satovi i oprema vodećih proizvođača, sa zvaničnom garancijom.',
      'Smartphones, tablets, watches and accessories from leading makers, with an official warranty.',
    ],
  },
  { key: 'mobilni', parent: 'telefoni', names: ['Mobilni telefoni', 'Mobile phones'] },
  { key: 'android', parent: 'mobilni', names: ['Android telefoni', 'Android phones'] },
  { key: 'iphone', parent: 'mobilni', names: ['iPhone telefoni', 'iPhones'] },
  { key: 'tableti', parent: 'telefoni', names: ['Tableti', 'Tablets'] },
  { key: 'satovi', parent: 'telefoni', names: ['Pametni satovi i narukvice', 'Smartwatches and fitness bands'] },
  { key: 'oprema-telefoni', parent: 'telefoni', names: ['Oprema za telefone', 'Phone accessories'] },
  { key: 'punjaci', parent: 'oprema-telefoni', names: ['Punjači i kablovi', 'Chargers and cables'] },
  { key: 'maske', parent: 'oprema-telefoni', names: ['Maske i zaštitna stakla', 'Cases and screen protectors'] },

  {
    key: 'racunari',
    parent: null,
    names: ['Računari', 'Computers'],
    description: [
      'Laptopovi za posao, školu i igranje, monitori i računarska oprema po proverenim cenama.',
      'Laptops for work, school and gaming, monitors and computer accessories at fair prices.',
    ],
  },
  { key: 'laptopovi', parent: 'racunari', names: ['Laptopovi', 'Laptops'] },
  { key: 'poslovni', parent: 'laptopovi', names: ['Poslovni laptopovi', 'Business laptops'] },
  { key: 'gejming', parent: 'laptopovi', names: ['Gejming laptopovi', 'Gaming laptops'] },
  { key: 'ultrabukovi', parent: 'laptopovi', names: ['Ultrabukovi', 'Ultrabooks'] },
  { key: 'monitori', parent: 'racunari', names: ['Monitori', 'Monitors'] },
  { key: 'racunarska-oprema', parent: 'racunari', names: ['Računarska oprema', 'Computer accessories'] },
  { key: 'misevi', parent: 'racunarska-oprema', names: ['Miševi', 'Mice'] },
  { key: 'tastature', parent: 'racunarska-oprema', names: ['Tastature', 'Keyboards'] },

  {
    key: 'tv-audio',
    parent: null,
    names: ['TV, audio i video', 'TV, audio and video'],
    description: [
      'Televizori svih dijagonala, slušalice i zvučnici za bioskop u dnevnoj sobi i muziku u pokretu.',
      'TVs of every size, headphones and speakers for cinema in the living room and music on the move.',
    ],
  },
  { key: 'televizori', parent: 'tv-audio', names: ['Televizori', 'Televisions'] },
  { key: 'smart-tv', parent: 'televizori', names: ['Smart televizori', 'Smart TVs'] },
  { key: 'oled', parent: 'televizori', names: ['OLED televizori', 'OLED TVs'] },
  { key: 'audio', parent: 'tv-audio', names: ['Audio oprema', 'Audio equipment'] },
  { key: 'slusalice', parent: 'audio', names: ['Slušalice', 'Headphones'] },
  { key: 'zvucnici', parent: 'audio', names: ['Zvučnici i saundbarovi', 'Speakers and soundbars'] },

  {
    key: 'bela-tehnika',
    parent: null,
    names: ['Bela tehnika', 'Large appliances'],
    description: [
      'Frižideri, veš mašine, šporeti i mašine za sudove, sa dostavom i odnošenjem starog uređaja.',
      'Refrigerators, washing machines, cookers and dishwashers, delivered with removal of your old appliance.',
    ],
  },
  { key: 'frizideri', parent: 'bela-tehnika', names: ['Frižideri', 'Refrigerators'] },
  { key: 'kombinovani', parent: 'frizideri', names: ['Kombinovani frižideri', 'Fridge freezers'] },
  { key: 'side-by-side', parent: 'frizideri', names: ['Side by side frižideri', 'Side-by-side refrigerators'] },
  { key: 'ves', parent: 'bela-tehnika', names: ['Veš mašine', 'Washing machines'] },
  { key: 'sporeti', parent: 'bela-tehnika', names: ['Šporeti', 'Cookers'] },
  { key: 'sudovi', parent: 'bela-tehnika', names: ['Mašine za pranje sudova', 'Dishwashers'] },

  {
    key: 'mali-aparati',
    parent: null,
    names: ['Mali kućni aparati', 'Small appliances'],
    description: [
      'Aparati za kafu, usisivači i sve što olakšava kuvanje i svakodnevnu negu.',
      'Coffee machines, vacuum cleaners and everything that makes cooking and everyday care easier.',
    ],
  },
  { key: 'kafa', parent: 'mali-aparati', names: ['Aparati za kafu', 'Coffee machines'] },
  { key: 'espresso', parent: 'kafa', names: ['Espresso aparati', 'Espresso machines'] },
  { key: 'filter', parent: 'kafa', names: ['Aparati za filter kafu', 'Filter coffee makers'] },
  { key: 'usisivaci', parent: 'mali-aparati', names: ['Usisivači', 'Vacuum cleaners'] },
  { key: 'robot', parent: 'usisivaci', names: ['Robot usisivači', 'Robot vacuums'] },
  { key: 'stapni', parent: 'usisivaci', names: ['Štapni usisivači', 'Stick vacuums'] },
  { key: 'priprema', parent: 'mali-aparati', names: ['Priprema hrane', 'Food preparation'] },
  { key: 'blenderi', parent: 'priprema', names: ['Blenderi i mikseri', 'Blenders and mixers'] },
  { key: 'friteze', parent: 'priprema', names: ['Friteze na vrući vazduh', 'Air fryers'] },
  { key: 'licna-nega', parent: 'mali-aparati', names: ['Lična nega', 'Personal care'] },

  {
    key: 'sport',
    parent: null,
    names: ['Sport i rekreacija', 'Sports and recreation'],
    description: [
      'Patike za trčanje i svaki dan, oprema za vežbanje kod kuće i električni trotineti za grad.',
      'Running and everyday trainers, equipment for working out at home and electric scooters for the city.',
    ],
  },
  { key: 'patike', parent: 'sport', names: ['Patike', 'Trainers'] },
  { key: 'trcanje', parent: 'patike', names: ['Patike za trčanje', 'Running shoes'] },
  { key: 'lifestyle', parent: 'patike', names: ['Patike za slobodno vreme', 'Lifestyle trainers'] },
  { key: 'fitnes', parent: 'sport', names: ['Fitnes oprema', 'Fitness equipment'] },
  { key: 'trotineti', parent: 'sport', names: ['Električni trotineti', 'Electric scooters'] },
];

export interface BrandDef {
  key: string;
  name: string;
  description: Translated;
}

export const BRAND_DEFS: BrandDef[] = [
  {
    key: 'samsung',
    name: 'Samsung',
    description: [
      'Južnokorejski proizvođač telefona, televizora i kućnih aparata, prisutan u Srbiji više od dve decenije.',
      'South Korean maker of phones, TVs and home appliances, present in Serbia for more than two decades.',
    ],
  },
  {
    key: 'apple',
    name: 'Apple',
    description: [
      'iPhone, iPad, Mac i AirPods: uređaji koji rade zajedno, uz zvaničnu garanciju.',
      'iPhone, iPad, Mac and AirPods: devices that work together, with an official warranty.',
    ],
  },
  {
    key: 'xiaomi',
    name: 'Xiaomi',
    description: [
      'Pametni telefoni, trotineti i uređaji za pametan dom po pristupačnim cenama.',
      'Smartphones, scooters and smart-home devices at affordable prices.',
    ],
  },
  {
    key: 'lenovo',
    name: 'Lenovo',
    description: [
      'Laptopovi ThinkPad, IdeaPad i Legion za posao, školu i igranje.',
      'ThinkPad, IdeaPad and Legion laptops for work, school and gaming.',
    ],
  },
  {
    key: 'gorenje',
    name: 'Gorenje',
    description: [
      'Bela tehnika evropskog dizajna: frižideri, veš mašine i šporeti koji traju.',
      'European-designed large appliances: refrigerators, washing machines and cookers built to last.',
    ],
  },
  {
    key: 'bosch',
    name: 'Bosch',
    description: [
      'Nemački kvalitet u kuhinji i domaćinstvu, od mašina za sudove do štapnih usisivača.',
      'German quality for kitchen and home, from dishwashers to stick vacuums.',
    ],
  },
  {
    key: 'beko',
    name: 'Beko',
    description: [
      'Pouzdani i štedljivi kućni aparati za svako domaćinstvo.',
      'Reliable, economical home appliances for every household.',
    ],
  },
  {
    key: 'philips',
    name: 'Philips',
    description: [
      'Aparati za kafu, friteze, brijači i televizori sa Ambilight osvetljenjem.',
      'Coffee machines, air fryers, shavers and TVs with Ambilight.',
    ],
  },
  {
    key: 'tesla',
    name: 'Tesla',
    description: [
      'Domaći brend televizora, telefona i bele tehnike sa odličnim odnosom cene i kvaliteta.',
      'A local brand of TVs, phones and appliances with excellent value for money.',
    ],
  },
  {
    key: 'vivax',
    name: 'Vivax',
    description: [
      'Televizori, klima uređaji i mali kućni aparati za svaki budžet.',
      'TVs, air conditioners and small appliances for every budget.',
    ],
  },
  {
    key: 'tefal',
    name: 'Tefal',
    description: [
      'Posuđe i mali kućni aparati koji olakšavaju kuvanje.',
      'Cookware and small appliances that make cooking easier.',
    ],
  },
  {
    key: 'nike',
    name: 'Nike',
    description: [
      'Patike i sportska oprema za trčanje, trening i svaki dan.',
      'Trainers and sportswear for running, training and every day.',
    ],
  },
];

export interface GroupDef {
  key: string;
  names: Translated;
  descriptions: Translated;
  /** Filters in their order; products list their values in this order. */
  filters: Translated[];
  /** Categories (with their subcategories) whose products belong to the group. */
  categories: string[];
}

export const GROUP_DEFS: GroupDef[] = [
  {
    key: 'telefoni',
    names: ['Telefoni i tableti', 'Phones and tablets'],
    descriptions: ['Mobilni telefoni, tableti i pametni satovi.', 'Mobile phones, tablets and smartwatches.'],
    filters: [
      ['Boja', 'Colour'],
      ['Interna memorija', 'Storage'],
      ['RAM memorija', 'RAM'],
      ['Dijagonala ekrana', 'Screen size'],
    ],
    categories: ['mobilni', 'tableti', 'satovi'],
  },
  {
    key: 'racunari',
    names: ['Laptopovi i monitori', 'Laptops and monitors'],
    descriptions: ['Prenosni računari i monitori.', 'Laptops and monitors.'],
    filters: [
      ['Procesor', 'Processor'],
      ['RAM memorija', 'RAM'],
      ['Dijagonala ekrana', 'Screen size'],
    ],
    categories: ['laptopovi', 'monitori'],
  },
  {
    key: 'televizori',
    names: ['Televizori', 'Televisions'],
    descriptions: ['Smart i OLED televizori.', 'Smart and OLED TVs.'],
    filters: [
      ['Dijagonala ekrana', 'Screen size'],
      ['Rezolucija', 'Resolution'],
      ['Tehnologija ekrana', 'Panel technology'],
    ],
    categories: ['televizori'],
  },
  {
    key: 'audio',
    names: ['Audio oprema', 'Audio equipment'],
    descriptions: ['Slušalice, zvučnici i saundbarovi.', 'Headphones, speakers and soundbars.'],
    filters: [
      ['Povezivanje', 'Connectivity'],
      ['Boja', 'Colour'],
    ],
    categories: ['audio'],
  },
  {
    key: 'bela-tehnika',
    names: ['Bela tehnika', 'Large appliances'],
    descriptions: ['Frižideri, veš mašine, šporeti i mašine za sudove.', 'Refrigerators, washing machines, cookers and dishwashers.'],
    filters: [
      ['Energetski razred', 'Energy class'],
      ['Boja', 'Colour'],
      ['Kapacitet', 'Capacity'],
    ],
    categories: ['bela-tehnika'],
  },
  {
    key: 'mali-aparati',
    names: ['Mali kućni aparati', 'Small appliances'],
    descriptions: ['Aparati za kafu, usisivači, kuhinjski aparati i lična nega.', 'Coffee machines, vacuums, kitchen appliances and personal care.'],
    filters: [
      ['Snaga', 'Power'],
      ['Boja', 'Colour'],
    ],
    categories: ['mali-aparati'],
  },
  {
    key: 'patike',
    names: ['Patike', 'Trainers'],
    descriptions: ['Patike za trčanje, trening i svaki dan.', 'Trainers for running, training and every day.'],
    filters: [
      ['Pol', 'Gender'],
      ['Boja', 'Colour'],
      ['Namena', 'Use'],
    ],
    categories: ['patike'],
  },
];

export interface CampaignDef {
  group: string;
  code: string;
  description: string;
  daysOld: number;
}

export const CAMPAIGN_DEFS: CampaignDef[] = [
  { group: 'telefoni', code: 'black-friday-2026', description: 'Black Friday 2026: najveći popusti godine na telefone i tablete.', daysOld: 9 },
  { group: 'telefoni', code: 'novogodisnji-telefoni', description: 'Novogodišnji pokloni: telefoni i satovi uz brzu isporuku.', daysOld: 2 },
  { group: 'racunari', code: 'povratak-u-skolu', description: 'Povratak u školu: laptopovi za učenike i studente.', daysOld: 85 },
  { group: 'televizori', code: 'mundijal-2026', description: 'Svetsko prvenstvo 2026: veliki ekrani za velike utakmice.', daysOld: 170 },
  { group: 'bela-tehnika', code: 'zimska-akcija', description: 'Zimska akcija bele tehnike, newsletter i društvene mreže.', daysOld: 24 },
  { group: 'mali-aparati', code: 'jutarnja-kafa', description: 'Kampanja aparata za kafu na Instagramu.', daysOld: 40 },
  { group: 'patike', code: 'beogradski-maraton', description: 'Beogradski maraton: patike za trčanje.', daysOld: 210 },
];

/** English for the filter values that are words; values such as "128 GB" or "A" read the same. */
export const VALUE_TRANSLATIONS: Record<string, string> = {
  Crna: 'Black',
  Bela: 'White',
  Plava: 'Blue',
  Tamnoplava: 'Navy',
  Siva: 'Grey',
  Srebrna: 'Silver',
  Zelena: 'Green',
  Ljubičasta: 'Purple',
  Crvena: 'Red',
  Zlatna: 'Gold',
  Roze: 'Pink',
  Inox: 'Stainless steel',
  Muški: "Men's",
  Ženski: "Women's",
  Uniseks: 'Unisex',
  'Bežično (Bluetooth)': 'Wireless (Bluetooth)',
  Žično: 'Wired',
  'Trčanje po asfaltu': 'Road running',
  'Trčanje po stazi': 'Trail running',
  Trening: 'Training',
  'Svakodnevno nošenje': 'Everyday wear',
  '13 kompleta': '13 place settings',
  '14 kompleta': '14 place settings',
};

/** What a product of a category is called: Serbian before the model, English after it. */
export const PRODUCT_TYPES: Record<string, Translated> = {
  android: ['Mobilni telefon', 'smartphone'],
  iphone: ['Mobilni telefon', 'smartphone'],
  tableti: ['Tablet', 'tablet'],
  satovi: ['Pametni sat', 'smartwatch'],
  poslovni: ['Laptop', 'laptop'],
  gejming: ['Gejming laptop', 'gaming laptop'],
  ultrabukovi: ['Laptop', 'laptop'],
  monitori: ['Monitor', 'monitor'],
  misevi: ['Miš', 'mouse'],
  tastature: ['Tastatura', 'keyboard'],
  'smart-tv': ['Televizor', 'TV'],
  oled: ['Televizor', 'TV'],
  slusalice: ['Bežične slušalice', 'wireless earbuds'],
  zvucnici: ['Bluetooth zvučnik', 'Bluetooth speaker'],
  kombinovani: ['Kombinovani frižider', 'fridge freezer'],
  'side-by-side': ['Side by side frižider', 'side-by-side refrigerator'],
  ves: ['Veš mašina', 'washing machine'],
  sporeti: ['Električni šporet', 'electric cooker'],
  sudovi: ['Mašina za pranje sudova', 'dishwasher'],
  espresso: ['Aparat za espresso', 'espresso machine'],
  filter: ['Aparat za filter kafu', 'filter coffee maker'],
  robot: ['Robot usisivač', 'robot vacuum cleaner'],
  stapni: ['Štapni usisivač', 'stick vacuum cleaner'],
  blenderi: ['Blender', 'blender'],
  friteze: ['Friteza na vrući vazduh', 'air fryer'],
  trotineti: ['Električni trotinet', 'electric scooter'],
};

/** The opening sentence of a product's description, by its second-level category. */
export const DESCRIPTION_INTROS: Record<string, Translated> = {
  mobilni: [
    'Pametni telefon koji prati vaš dan: brz procesor, kvalitetna kamera i baterija koja traje do večeri.',
    'A smartphone that keeps up with your day: a fast processor, a capable camera and a battery that lasts until evening.',
  ],
  tableti: [
    'Tablet za učenje, posao i zabavu, sa velikim ekranom i dugim trajanjem baterije.',
    'A tablet for study, work and entertainment, with a large screen and long battery life.',
  ],
  satovi: [
    'Prati korake, san i puls, a obaveštenja sa telefona su vam uvek na zglobu.',
    "Tracks your steps, sleep and heart rate, and keeps your phone's notifications on your wrist.",
  ],
  'oprema-telefoni': [
    'Originalna oprema koja štiti vaš telefon i održava ga napunjenim.',
    'Original accessories that protect your phone and keep it charged.',
  ],
  laptopovi: [
    'Laptop za posao, školu i zabavu, sa brzim SSD diskom i ekranom koji čuva oči.',
    'A laptop for work, school and play, with a fast SSD and a display that is easy on the eyes.',
  ],
  monitori: [
    'Monitor oštre slike i tankih ivica, za kancelariju, igranje ili obradu fotografija.',
    'A sharp monitor with thin bezels, for the office, gaming or photo editing.',
  ],
  'racunarska-oprema': [
    'Pouzdana oprema za svakodnevni rad za računarom.',
    'Reliable accessories for everyday work at the computer.',
  ],
  televizori: [
    'Televizor živih boja sa pametnim sistemom: omiljene aplikacije, serije i sport na jedan klik.',
    'A TV with vivid colours and a smart system: your favourite apps, series and sport one click away.',
  ],
  audio: ['Čist i snažan zvuk, bez kablova, gde god da ste.', 'Clear, powerful sound without cables, wherever you are.'],
  frizideri: [
    'Prostran frižider koji dugo čuva svežinu namirnica uz nisku potrošnju struje.',
    'A spacious refrigerator that keeps food fresh for longer while using little electricity.',
  ],
  ves: [
    'Veš mašina sa programom za svaku vrstu tkanine, tiha i štedljiva.',
    'A washing machine with a programme for every fabric, quiet and economical.',
  ],
  sporeti: [
    'Šporet sa rernom koja ravnomerno peče, za svakodnevno kuvanje i praznične trpeze.',
    'A cooker with an oven that bakes evenly, for everyday cooking and holiday feasts.',
  ],
  sudovi: ['Mašina koja štedi vodu, vreme i energiju.', 'A dishwasher that saves water, time and energy.'],
  kafa: ['Savršena šoljica kafe svakog jutra, bez odlaska u kafić.', 'The perfect cup of coffee every morning, without going to a café.'],
  usisivaci: [
    'Usisivač koji lako savlađuje prašinu, mrvice i dlake kućnih ljubimaca.',
    'A vacuum cleaner that easily deals with dust, crumbs and pet hair.',
  ],
  priprema: [
    'Aparat koji skraćuje vreme u kuhinji i olakšava pripremu zdravih obroka.',
    'An appliance that saves time in the kitchen and makes healthy meals easier.',
  ],
  'licna-nega': ['Nega kod kuće, kao iz salona.', 'Salon-quality care at home.'],
  patike: [
    'Udobne patike sa odličnim prianjanjem, za trening i za svaki dan.',
    'Comfortable trainers with great grip, for training and for every day.',
  ],
  fitnes: ['Oprema za vežbanje kod kuće, bez članarine.', 'Equipment for working out at home, without a membership.'],
  trotineti: ['Gradska vožnja bez gužve i bez traženja parkinga.', 'City riding without traffic jams or hunting for parking.'],
};

export const WARRANTY: Translated = [
  'Garancija 24 meseca. Isporuka na teritoriji cele Srbije za 1–3 radna dana.',
  'Warranty: 24 months. Delivery anywhere in Serbia within 1–3 working days.',
];

/** A product's display window relative to the mock's today. */
export type WindowDef = 'expired' | 'future' | 'limited';

export interface ProductOptions {
  /** Action price in RSD. */
  d?: number;
  /** Labels: n new, p popular. */
  f?: string;
  /** Filter values in the group's filter order, Serbian; '' for none. */
  s?: string[];
  /** Units in stock; a deterministic number when omitted. */
  st?: number;
  w?: WindowDef;
  /** Switched off by an administrator. */
  off?: boolean;
  yt?: string;
  /** Codes of connected products. */
  con?: string[];
  /** The product type words, instead of the category's. */
  t?: Translated;
  /** Whole names, instead of type + model. */
  names?: Translated;
}

export interface ProductDef extends ProductOptions {
  code: string;
  brand: string | null;
  /** Category keys; the first is the main one. */
  cats: string[];
  model: string;
  /** Regular price in RSD. */
  price: number;
}

const P = (code: string, brand: string | null, cats: string | string[], model: string, price: number, options: ProductOptions = {}): ProductDef => ({
  code,
  brand,
  cats: Array.isArray(cats) ? cats : [cats],
  model,
  price,
  ...options,
});

const BT = 'Bežično (Bluetooth)';
const MEN_RUNNING: Translated = ['Muške patike za trčanje', "men's running shoes"];
const WOMEN_RUNNING: Translated = ['Ženske patike za trčanje', "women's running shoes"];
const AUTO_ESPRESSO: Translated = ['Automatski aparat za espresso', 'automatic espresso machine'];
const BAND: Translated = ['Pametna narukvica', 'fitness band'];

export const PRODUCT_DEFS: ProductDef[] = [
  // Android phones
  P('SM-A556B-128', 'samsung', 'android', 'Samsung Galaxy A55 5G 8/128 GB', 44999, {
    d: 39999,
    f: 'p',
    s: ['Tamnoplava', '128 GB', '8 GB', '6,6"'],
    yt: 'https://www.youtube.com/watch?v=Kc7PqR2uX9w',
    con: ['SM-EF-PA556', 'ACC-GLS-A55', 'SM-EP-T2510'],
  }),
  P('SM-A556B-256', 'samsung', 'android', 'Samsung Galaxy A55 5G 8/256 GB', 51999, { s: ['Ljubičasta', '256 GB', '8 GB', '6,6"'], con: ['SM-EF-PA556'] }),
  P('SM-A356B-128', 'samsung', 'android', 'Samsung Galaxy A35 5G 6/128 GB', 34999, { d: 31999, s: ['Plava', '128 GB', '6 GB', '6,6"'] }),
  P('SM-A256B-128', 'samsung', 'android', 'Samsung Galaxy A25 5G 6/128 GB', 27999, { s: ['Crna', '128 GB', '6 GB', '6,5"'] }),
  P('SM-A155F-128', 'samsung', 'android', 'Samsung Galaxy A15 4/128 GB', 19999, { f: 'p', s: ['Plava', '128 GB', '4 GB', '6,5"'] }),
  P('SM-S921B-256', 'samsung', 'android', 'Samsung Galaxy S24 8/256 GB', 109999, {
    d: 94999,
    f: 'p',
    s: ['Siva', '256 GB', '8 GB', '6,2"'],
    yt: 'https://youtu.be/Xq3nP8rT2mA',
    con: ['SM-EF-PS921', 'SM-EP-P2400', 'SM-R630'],
  }),
  P('SM-S928B-512', 'samsung', 'android', 'Samsung Galaxy S24 Ultra 12/512 GB', 174999, { f: 'p', s: ['Crna', '512 GB', '12 GB', '6,8"'], st: 4 }),
  P('SM-F741B-256', 'samsung', 'android', 'Samsung Galaxy Z Flip6 12/256 GB', 139999, { f: 'n', s: ['Zelena', '256 GB', '12 GB', '6,7"'] }),
  P('XM-RN13P-256', 'xiaomi', 'android', 'Xiaomi Redmi Note 13 Pro 8/256 GB', 39999, { d: 35999, f: 'p', s: ['Ljubičasta', '256 GB', '8 GB', '6,67"'] }),
  P('XM-RN13-128', 'xiaomi', 'android', 'Xiaomi Redmi Note 13 6/128 GB', 24999, { s: ['Crna', '128 GB', '6 GB', '6,67"'] }),
  P('XM-R13C-128', 'xiaomi', 'android', 'Xiaomi Redmi 13C 4/128 GB', 15999, { st: 0, s: ['Zelena', '128 GB', '4 GB', '6,74"'] }),
  P('XM-14T-256', 'xiaomi', 'android', 'Xiaomi 14T 12/256 GB', 69999, { f: 'n', s: ['Siva', '256 GB', '12 GB', '6,67"'] }),
  P('XM-14TP-512', 'xiaomi', 'android', 'Xiaomi 14T Pro 12/512 GB', 89999, {
    f: 'n',
    s: ['Crna', '512 GB', '12 GB', '6,67"'],
    yt: 'https://www.youtube.com/embed/Lm4Vw9sZb1E',
  }),
  P('TSL-SP92-64', 'tesla', 'android', 'Tesla Smartphone 9.2 4/64 GB', 11999, { s: ['Crna', '64 GB', '4 GB', '6,5"'] }),
  P('VVX-FLY6-64', 'vivax', 'android', 'Vivax Smart Fly 6 3/64 GB', 8999, { w: 'expired', d: 7499, s: ['Plava', '64 GB', '3 GB', '6,1"'] }),

  // iPhones
  P('APL-IP16-128', 'apple', 'iphone', 'Apple iPhone 16 128 GB', 119999, {
    f: 'np',
    s: ['Crna', '128 GB', '8 GB', '6,1"'],
    con: ['APL-MYY13', 'APL-MHJE3', 'APL-AP4'],
  }),
  P('APL-IP16P-256', 'apple', 'iphone', 'Apple iPhone 16 Pro 256 GB', 169999, {
    f: 'n',
    s: ['Zlatna', '256 GB', '8 GB', '6,3"'],
    yt: 'https://www.youtube.com/shorts/Rt5yH2kPq8N',
  }),
  P('APL-IP16PM-256', 'apple', 'iphone', 'Apple iPhone 16 Pro Max 256 GB', 189999, { s: ['Srebrna', '256 GB', '8 GB', '6,9"'], st: 3 }),
  P('APL-IP15-128', 'apple', 'iphone', 'Apple iPhone 15 128 GB', 99999, { d: 89999, f: 'p', s: ['Roze', '128 GB', '6 GB', '6,1"'] }),
  P('APL-IP14-128', 'apple', 'iphone', 'Apple iPhone 14 128 GB', 84999, { off: true, s: ['Plava', '128 GB', '6 GB', '6,1"'] }),

  // Tablets
  P('SM-X210-64', 'samsung', 'tableti', 'Samsung Galaxy Tab A9+ 11" Wi-Fi 4/64 GB', 24999, { d: 21999, s: ['Siva', '64 GB', '4 GB', '11"'] }),
  P('SM-X510-128', 'samsung', 'tableti', 'Samsung Galaxy Tab S9 FE 6/128 GB', 54999, { s: ['Srebrna', '128 GB', '6 GB', '10,9"'] }),
  P('APL-IPAD11-128', 'apple', 'tableti', 'Apple iPad 11" Wi-Fi 128 GB (A16)', 59999, { f: 'n', s: ['Plava', '128 GB', '6 GB', '11"'] }),
  P('APL-IPADAIR-128', 'apple', 'tableti', 'Apple iPad Air 11" M2 Wi-Fi 128 GB', 84999, { s: ['Ljubičasta', '128 GB', '8 GB', '11"'] }),
  P('XM-RPSE-128', 'xiaomi', 'tableti', 'Xiaomi Redmi Pad SE 4/128 GB', 19999, { f: 'p', s: ['Siva', '128 GB', '4 GB', '11"'] }),
  P('LEN-TBM11-128', 'lenovo', 'tableti', 'Lenovo Tab M11 4/128 GB', 21999, { s: ['Siva', '128 GB', '4 GB', '11"'] }),

  // Smartwatches and bands
  P('SM-L310-44', 'samsung', 'satovi', 'Samsung Galaxy Watch7 44 mm', 34999, { d: 29999, s: ['Zelena', '32 GB', '2 GB', '1,5"'] }),
  P('APL-AW10-42', 'apple', 'satovi', 'Apple Watch Series 10 GPS 42 mm', 59999, { f: 'n', s: ['Crna', '64 GB', '', '1,65"'] }),
  P('XM-RW4', 'xiaomi', 'satovi', 'Xiaomi Redmi Watch 4', 11999, { f: 'p', s: ['Srebrna', '', '', '1,97"'] }),
  P('XM-SB9', 'xiaomi', 'satovi', 'Xiaomi Smart Band 9', 4999, { f: 'p', t: BAND, s: ['Crna', '', '', '1,62"'] }),
  P('SM-R390', 'samsung', 'satovi', 'Samsung Galaxy Fit3', 6999, { t: BAND, s: ['Siva', '', '', '1,6"'] }),

  // Chargers and cables
  P('SM-EP-T2510', 'samsung', 'punjaci', 'Samsung 25 W USB-C', 2499, { t: ['Brzi punjač', 'fast charger'] }),
  P('APL-MHJE3', 'apple', 'punjaci', 'Apple 20 W USB-C', 2999, { t: ['Punjač', 'power adapter'] }),
  P('XM-PB20K', 'xiaomi', 'punjaci', '', 3499, {
    d: 2999,
    f: 'p',
    names: ['Prenosna baterija Xiaomi 20000 mAh 22,5 W', 'Xiaomi 20000 mAh 22.5 W power bank'],
  }),
  P('VVX-CBL-C1', 'vivax', 'punjaci', '', 799, { names: ['USB-C kabl Vivax, 1 m', 'Vivax USB-C cable, 1 m'] }),
  P('SM-EP-P2400', 'samsung', 'punjaci', 'Samsung 15 W', 3999, { t: ['Bežični punjač', 'wireless charger'] }),

  // Cases and screen protectors
  P('SM-EF-PS921', 'samsung', 'maske', '', 2999, { names: ['Silikonska maska Samsung za Galaxy S24', 'Samsung silicone case for Galaxy S24'] }),
  P('SM-EF-PA556', 'samsung', 'maske', '', 1999, { names: ['Providna maska Samsung za Galaxy A55', 'Samsung clear case for Galaxy A55'] }),
  P('APL-MYY13', 'apple', 'maske', '', 6499, {
    f: 'n',
    names: ['Silikonska MagSafe maska Apple za iPhone 16', 'Apple MagSafe silicone case for iPhone 16'],
  }),
  P('ACC-GLS-A55', null, 'maske', '', 999, {
    f: 'p',
    names: ['Kaljeno zaštitno staklo za Galaxy A55', 'Tempered glass screen protector for Galaxy A55'],
  }),

  // Business laptops
  P('LEN-21JK0083', 'lenovo', 'poslovni', 'Lenovo ThinkPad E14 Gen 5 i5/16/512 GB', 104999, { s: ['Intel Core i5', '16 GB', '14"'] }),
  P('LEN-21HD004T', 'lenovo', 'poslovni', 'Lenovo ThinkPad T14 Gen 4 i7/16/1 TB', 179999, {
    s: ['Intel Core i7', '16 GB', '14"'],
    con: ['LEN-GY51H47350', 'LEN-67ACKAC4'],
  }),
  P('LEN-83ER0090', 'lenovo', 'poslovni', 'Lenovo IdeaPad Slim 3 15IAH8 i5/16/512 GB', 64999, {
    d: 57999,
    f: 'p',
    s: ['Intel Core i5', '16 GB', '15,6"'],
    con: ['XM-BHR6099'],
  }),
  P('LEN-83A1009', 'lenovo', 'poslovni', 'Lenovo V15 G4 i3/8/256 GB', 44999, { s: ['Intel Core i3', '8 GB', '15,6"'] }),
  P('SM-NP750XGK', 'samsung', 'poslovni', 'Samsung Galaxy Book4 i5/8/512 GB', 79999, { s: ['Intel Core i5', '8 GB', '15,6"'] }),

  // Gaming laptops
  P('LEN-83DV00', 'lenovo', 'gejming', 'Lenovo LOQ 15IRX9 i5/16/512 GB RTX 4050', 119999, {
    d: 109999,
    f: 'p',
    s: ['Intel Core i5', '16 GB', '15,6"'],
    con: ['LEN-GY51H47350'],
  }),
  P('LEN-83DG00', 'lenovo', 'gejming', 'Lenovo Legion 5 16IRX9 i7/32/1 TB RTX 4070', 209999, {
    f: 'n',
    s: ['Intel Core i7', '32 GB', '16"'],
    yt: 'https://www.youtube.com/watch?v=Gp7XbN2wQ5k&t=42s',
  }),
  P('LEN-83DE00', 'lenovo', 'gejming', 'Lenovo Legion Pro 7 16IRX9H i9/32/1 TB RTX 4080', 329999, { w: 'future', s: ['Intel Core i9', '32 GB', '16"'] }),

  // Ultrabooks
  P('APL-MBA13-M3', 'apple', ['ultrabukovi', 'poslovni'], 'Apple MacBook Air 13" M3 8/256 GB', 139999, {
    f: 'p',
    s: ['Apple M3', '8 GB', '13,6"'],
    con: ['APL-MXK53', 'APL-MXCL3'],
  }),
  P('APL-MBA15-M3', 'apple', 'ultrabukovi', 'Apple MacBook Air 15" M3 16/512 GB', 189999, { s: ['Apple M3', '16 GB', '15,3"'] }),
  P('APL-MBP14-M4', 'apple', 'ultrabukovi', 'Apple MacBook Pro 14" M4 16/512 GB', 229999, {
    f: 'n',
    s: ['Apple M4', '16 GB', '14,2"'],
    yt: 'https://www.youtube.com/watch?v=Vb3kR8mZt1Q',
  }),
  P('LEN-83CV00', 'lenovo', 'ultrabukovi', 'Lenovo Yoga Slim 7 14IMH9 Ultra 7/16/1 TB', 139999, { d: 124999, s: ['Intel Core Ultra 7', '16 GB', '14"'] }),
  P('SM-NP940XGK', 'samsung', 'ultrabukovi', 'Samsung Galaxy Book4 Pro 14" Ultra 7/16/512 GB', 174999, { s: ['Intel Core Ultra 7', '16 GB', '14"'] }),

  // Monitors
  P('SM-LS27CG552', 'samsung', 'monitori', 'Samsung Odyssey G5 27" QHD 165 Hz', 32999, { d: 27999, f: 'p', t: ['Gejming monitor', 'gaming monitor'], s: ['', '', '27"'] }),
  P('SM-LS24C330', 'samsung', 'monitori', 'Samsung S3 24" Full HD IPS', 12999, { s: ['', '', '24"'] }),
  P('LEN-67ACKAC4', 'lenovo', 'monitori', 'Lenovo L27i-40 27" IPS', 16999, { s: ['', '', '27"'] }),
  P('PHL-27E1N1800A', 'philips', 'monitori', 'Philips 27E1N1800A 27" 4K', 29999, { s: ['', '', '27"'] }),
  P('XM-A27I', 'xiaomi', 'monitori', 'Xiaomi Monitor A27i 27" Full HD', 13999, { f: 'p', s: ['', '', '27"'] }),

  // Mice and keyboards
  P('LEN-GY51H47350', 'lenovo', 'misevi', 'Lenovo Legion M300s', 2999, { t: ['Gejming miš', 'gaming mouse'] }),
  P('XM-BHR6099', 'xiaomi', 'misevi', 'Xiaomi Wireless Mouse Lite', 1299, { f: 'p', t: ['Bežični miš', 'wireless mouse'] }),
  P('APL-MXK53', 'apple', 'misevi', 'Apple Magic Mouse', 10999),
  P('APL-MXCL3', 'apple', 'tastature', '', 12999, { names: ['Tastatura Apple Magic Keyboard, srpski raspored', 'Apple Magic Keyboard, Serbian layout'] }),
  P('LEN-GX30M39655', 'lenovo', 'tastature', 'Lenovo 300 USB', 1799),
  P('PHL-SPT6327', 'philips', 'tastature', '', 2999, {
    st: 0,
    names: ['Bežični komplet tastatura i miš Philips SPT6327', 'Philips SPT6327 wireless keyboard and mouse set'],
  }),

  // Smart TVs
  P('SM-UE55DU7172', 'samsung', 'smart-tv', 'Samsung 55" Crystal UHD DU7172', 59999, {
    d: 52999,
    f: 'p',
    s: ['55"', '4K Ultra HD', 'LED'],
    yt: 'https://www.youtube.com/watch?v=Tc4mW8yHq2o',
    con: ['TSL-SB300', 'XM-SO30'],
  }),
  P('SM-QE65Q60D', 'samsung', 'smart-tv', 'Samsung 65" QLED Q60D', 109999, { s: ['65"', '4K Ultra HD', 'QLED'], con: ['TSL-SB300'] }),
  P('TSL-43E635', 'tesla', 'smart-tv', 'Tesla 43" Google TV 43E635', 29999, { d: 26999, s: ['43"', 'Full HD', 'LED'] }),
  P('TSL-50E655', 'tesla', 'smart-tv', 'Tesla 50" Google TV 50E655', 39999, { s: ['50"', '4K Ultra HD', 'LED'] }),
  P('VVX-32LE10K', 'vivax', 'smart-tv', 'Vivax 32" 32LE10K', 16999, { f: 'p', s: ['32"', 'HD Ready', 'LED'] }),
  P('VVX-43UHD10K', 'vivax', 'smart-tv', 'Vivax 43" Android TV 43UHD10K', 27999, { s: ['43"', '4K Ultra HD', 'LED'] }),
  P('PHL-50PUS8319', 'philips', 'smart-tv', 'Philips 50" Ambilight 50PUS8319', 64999, { f: 'n', s: ['50"', '4K Ultra HD', 'LED'] }),
  P('XM-L55MA', 'xiaomi', 'smart-tv', 'Xiaomi TV A 55 2025', 44999, { f: 'n', s: ['55"', '4K Ultra HD', 'QLED'] }),

  // OLED TVs
  P('SM-QE55S90D', 'samsung', 'oled', 'Samsung 55" OLED S90D', 159999, { d: 139999, s: ['55"', '4K Ultra HD', 'OLED'] }),
  P('PHL-55OLED759', 'philips', 'oled', 'Philips 55" OLED Ambilight 55OLED759', 139999, { f: 'p', s: ['55"', '4K Ultra HD', 'OLED'] }),
  P('SM-QE65S95D', 'samsung', 'oled', 'Samsung 65" OLED S95D', 299999, { off: true, s: ['65"', '4K Ultra HD', 'OLED'] }),

  // Headphones
  P('APL-AP4', 'apple', 'slusalice', 'Apple AirPods 4', 17999, { f: 'np', s: [BT, 'Bela'] }),
  P('APL-APP2', 'apple', 'slusalice', 'Apple AirPods Pro 2 USB-C', 32999, { d: 28999, s: [BT, 'Bela'] }),
  P('SM-R630', 'samsung', 'slusalice', 'Samsung Galaxy Buds3 Pro', 27999, { f: 'n', s: [BT, 'Srebrna'] }),
  P('SM-R400', 'samsung', 'slusalice', 'Samsung Galaxy Buds FE', 9999, { d: 7999, s: [BT, 'Crna'] }),
  P('XM-RB6A', 'xiaomi', 'slusalice', 'Xiaomi Redmi Buds 6 Active', 2499, { f: 'p', s: [BT, 'Crna'] }),
  P('PHL-TAH4209', 'philips', 'slusalice', 'Philips TAH4209', 5999, { t: ['Naglavne bežične slušalice', 'wireless on-ear headphones'], s: [BT, 'Plava'] }),
  P('PHL-TAE4105', 'philips', 'slusalice', 'Philips TAE4105', 1499, { t: ['Žične slušalice', 'wired earphones'], s: ['Žično', 'Crna'] }),

  // Speakers and soundbars
  P('XM-SO30', 'xiaomi', 'zvucnici', 'Xiaomi Sound Outdoor 30 W', 6999, { s: [BT, 'Crna'] }),
  P('PHL-TAS2505', 'philips', 'zvucnici', 'Philips TAS2505', 4499, { s: [BT, 'Plava'] }),
  P('VVX-BS210', 'vivax', 'zvucnici', 'Vivax BS-210', 2999, { w: 'expired', d: 2499, s: [BT, 'Crvena'] }),
  P('TSL-SB300', 'tesla', ['zvucnici', 'televizori'], 'Tesla SB300 2.1', 14999, { t: ['Saundbar', 'soundbar'], s: [BT, 'Crna'] }),

  // Fridge freezers
  P('GOR-NRK6192AXL4', 'gorenje', 'kombinovani', 'Gorenje NRK6192AXL4', 54999, {
    d: 49999,
    f: 'p',
    s: ['E', 'Inox', '300 L'],
    yt: 'https://www.youtube.com/watch?v=Fr9dK2mLp4s',
  }),
  P('GOR-NRK6202EW4', 'gorenje', 'kombinovani', 'Gorenje NRK6202EW4', 46999, { s: ['E', 'Bela', '331 L'] }),
  P('BSH-KGN39VLCT', 'bosch', 'kombinovani', 'Bosch Serie 4 KGN39VLCT', 79999, { s: ['C', 'Inox', '363 L'] }),
  P('BEK-RCNA406I40XBN', 'beko', 'kombinovani', 'Beko RCNA406I40XBN', 52999, { d: 47999, s: ['E', 'Inox', '362 L'] }),
  P('SM-RB38C603DSA', 'samsung', 'kombinovani', 'Samsung RB38C603DSA', 74999, { f: 'n', s: ['D', 'Inox', '390 L'] }),
  P('VVX-CF174LFS', 'vivax', 'kombinovani', 'Vivax CF-174 LF S', 27999, { s: ['F', 'Srebrna', '174 L'] }),

  // Side-by-side refrigerators
  P('SM-RS68A8840S9', 'samsung', 'side-by-side', 'Samsung RS68A8840S9', 149999, { s: ['F', 'Inox', '634 L'] }),
  P('BEK-GN163140XBN', 'beko', 'side-by-side', 'Beko GN163140XBN', 109999, { d: 99999, s: ['E', 'Inox', '580 L'] }),
  P('GOR-NRR9185EABXL', 'gorenje', 'side-by-side', 'Gorenje NRR9185EABXL', 159999, { st: 0, s: ['E', 'Crna', '547 L'] }),

  // Washing machines
  P('GOR-WNEI84APS', 'gorenje', 'ves', 'Gorenje WNEI84APS 8 kg', 49999, { d: 42999, f: 'p', s: ['A', 'Bela', '8 kg'] }),
  P('BSH-WGG244ZCBY', 'bosch', 'ves', 'Bosch Serie 6 WGG244ZCBY 9 kg', 84999, { s: ['A', 'Bela', '9 kg'] }),
  P('BEK-WUE8736XST', 'beko', 'ves', 'Beko WUE8736XST 8 kg', 39999, { s: ['A', 'Bela', '8 kg'] }),
  P('SM-WW90T534DAW', 'samsung', 'ves', 'Samsung WW90T534DAW 9 kg', 59999, { d: 54999, s: ['A', 'Bela', '9 kg'] }),
  P('TSL-WF81493M', 'tesla', 'ves', 'Tesla WF81493M 8 kg', 32999, { s: ['B', 'Bela', '8 kg'] }),
  P('VVX-WFL120615B', 'vivax', 'ves', 'Vivax WFL-120615B 6 kg', 24999, { s: ['D', 'Bela', '6 kg'] }),

  // Cookers
  P('GOR-GEC6C40WD', 'gorenje', 'sporeti', 'Gorenje GEC6C40WD', 49999, { s: ['A', 'Bela', '71 L'] }),
  P('BEK-FSM67320GWS', 'beko', 'sporeti', 'Beko FSM67320GWS', 44999, { d: 39999, t: ['Kombinovani šporet', 'dual fuel cooker'], s: ['A', 'Bela', '72 L'] }),
  P('BSH-HXR39IG50', 'bosch', 'sporeti', 'Bosch Serie 4 HXR39IG50', 69999, { s: ['A', 'Inox', '66 L'] }),

  // Dishwashers
  P('BSH-SMS2HVI66E', 'bosch', 'sudovi', 'Bosch Serie 2 SMS2HVI66E', 54999, { f: 'p', s: ['E', 'Inox', '13 kompleta'] }),
  P('GOR-GV642C60', 'gorenje', 'sudovi', 'Gorenje GV642C60', 59999, {
    t: ['Ugradna mašina za pranje sudova', 'built-in dishwasher'],
    s: ['C', '', '14 kompleta'],
  }),
  P('BEK-DVN05320W', 'beko', 'sudovi', 'Beko DVN05320W', 37999, { d: 34999, s: ['E', 'Bela', '13 kompleta'] }),

  // Espresso machines
  P('PHL-EP2231-40', 'philips', 'espresso', 'Philips Series 2200 LatteGo EP2231/40', 54999, {
    d: 47999,
    f: 'p',
    t: AUTO_ESPRESSO,
    s: ['1500 W', 'Crna'],
    yt: 'https://www.youtube.com/watch?v=Hy6cV3nRk8w',
  }),
  P('PHL-EP3246-70', 'philips', 'espresso', 'Philips Series 3300 LatteGo EP3246/70', 69999, { t: AUTO_ESPRESSO, s: ['1500 W', 'Crna'] }),
  P('BSH-TIS30351DE', 'bosch', 'espresso', 'Bosch VeroCup 300 TIS30351DE', 89999, { t: AUTO_ESPRESSO, s: ['1300 W', 'Crna'] }),
  P('GOR-ESCM15DBK', 'gorenje', 'espresso', 'Gorenje ESCM15DBK', 14999, { s: ['1470 W', 'Crna'] }),
  P('VVX-CM1500', 'vivax', 'espresso', 'Vivax CM-1500', 8999, { f: 'n', s: ['1100 W', 'Inox'] }),

  // Filter coffee makers
  P('PHL-HD7461-20', 'philips', 'filter', 'Philips Daily HD7461/20', 5999, { s: ['1000 W', 'Crna'] }),
  P('BSH-TKA3A031', 'bosch', 'filter', 'Bosch CompactClass TKA3A031', 3999, { s: ['1100 W', 'Bela'] }),
  P('TEF-CM2M08', 'tefal', 'filter', 'Tefal Morning CM2M08', 3499, { f: 'p', s: ['800 W', 'Crna'] }),

  // Robot vacuums
  P('XM-RVS10P', 'xiaomi', 'robot', 'Xiaomi Robot Vacuum S10+', 49999, {
    d: 42999,
    f: 'p',
    s: ['45 W', 'Bela'],
    yt: 'https://www.youtube.com/watch?v=Wq2eT7uJk9d',
  }),
  P('XM-RVE10', 'xiaomi', 'robot', 'Xiaomi Robot Vacuum E10', 19999, { s: ['35 W', 'Bela'] }),
  P('SM-VR30T85513W', 'samsung', 'robot', 'Samsung Jet Bot+ VR30T85513W', 89999, { s: ['60 W', 'Bela'], st: 2 }),
  P('TSL-RST60', 'tesla', 'robot', 'Tesla RoboStar T60', 22999, { f: 'n', s: ['25 W', 'Crna'] }),

  // Stick vacuums
  P('BSH-BCS71HYG1', 'bosch', 'stapni', 'Bosch Unlimited 7 BCS71HYG1', 44999, { f: 'n', s: ['250 W', 'Zelena'] }),
  P('PHL-XC3133-01', 'philips', 'stapni', 'Philips 3000 Series XC3133/01', 24999, { d: 21999, s: ['180 W', 'Plava'] }),
  P('SM-VS20T7536T5', 'samsung', 'stapni', 'Samsung Jet 75 VS20T7536T5', 49999, { s: ['200 W', 'Siva'] }),
  P('TEF-TY2039', 'tefal', 'stapni', 'Tefal X-Force Flex 9.60 TY2039', 34999, { s: ['185 W', 'Crvena'] }),
  P('GOR-SVC216FR', 'gorenje', 'stapni', 'Gorenje SVC216FR', 12999, { s: ['120 W', 'Crvena'] }),

  // Blenders
  P('PHL-HR2041-00', 'philips', 'blenderi', 'Philips Series 5000 HR2041/00', 5999, { s: ['450 W', 'Bela'] }),
  P('TEF-BL4208', 'tefal', 'blenderi', 'Tefal Blendforce BL4208', 6499, { d: 5499, f: 'p', s: ['800 W', 'Crna'] }),
  P('BSH-MMB6141B', 'bosch', 'blenderi', 'Bosch VitaPower MMB6141B', 11999, { s: ['1200 W', 'Crna'] }),
  P('GOR-HB804E', 'gorenje', 'blenderi', 'Gorenje HB804E', 4999, { t: ['Štapni mikser', 'hand blender'], s: ['800 W', 'Bela'] }),

  // Air fryers
  P('PHL-HD9252-90', 'philips', 'friteze', 'Philips Essential Airfryer HD9252/90', 12999, { d: 10999, f: 'p', s: ['1400 W', 'Crna'] }),
  P('PHL-NA352-00', 'philips', 'friteze', 'Philips Dual Basket NA352/00', 19999, { f: 'n', s: ['2750 W', 'Crna'] }),
  P('TEF-EY9018', 'tefal', 'friteze', 'Tefal Easy Fry Dual EY9018', 16999, { s: ['2700 W', 'Crna'] }),
  P('XM-MAF10', 'xiaomi', 'friteze', '', 11999, {
    names: ['Friteza na vrući vazduh Xiaomi Smart Air Fryer 6,5 L', 'Xiaomi Smart Air Fryer 6.5 L'],
    s: ['1800 W', 'Bela'],
  }),
  P('VVX-AF55', 'vivax', 'friteze', 'Vivax AF-55', 6999, { st: 0, s: ['1500 W', 'Crna'] }),

  // Personal care
  P('PHL-S5887-10', 'philips', 'licna-nega', 'Philips Series 5000 S5887/10', 14999, { t: ['Električni brijač', 'electric shaver'], s: ['', 'Plava'] }),
  P('PHL-BHD341-10', 'philips', 'licna-nega', 'Philips 3000 Series BHD341/10', 4499, { d: 3799, t: ['Fen za kosu', 'hair dryer'], s: ['2100 W', 'Ljubičasta'] }),
  P('XM-T500', 'xiaomi', 'licna-nega', 'Xiaomi T500', 3999, { t: ['Električna četkica za zube', 'electric toothbrush'], s: ['', 'Bela'] }),

  // Running shoes
  P('NK-FD2722-002', 'nike', 'trcanje', 'Nike Pegasus 41', 16999, { d: 13599, f: 'p', t: MEN_RUNNING, s: ['Muški', 'Crna', 'Trčanje po asfaltu'] }),
  P('NK-FD2723-100', 'nike', 'trcanje', 'Nike Pegasus 41', 16999, { t: WOMEN_RUNNING, s: ['Ženski', 'Bela', 'Trčanje po asfaltu'] }),
  P('NK-FB1309-004', 'nike', 'trcanje', 'Nike Vomero 17', 19999, { f: 'n', t: MEN_RUNNING, s: ['Muški', 'Siva', 'Trčanje po asfaltu'] }),
  P('NK-FB2207-001', 'nike', 'trcanje', 'Nike Revolution 7', 7999, { d: 6399, t: MEN_RUNNING, s: ['Muški', 'Crna', 'Trening'] }),
  P('NK-FD6454-001', 'nike', 'trcanje', 'Nike Downshifter 13', 7499, { t: WOMEN_RUNNING, s: ['Ženski', 'Roze', 'Trening'] }),
  P('NK-DM0822-003', 'nike', 'trcanje', 'Nike Pegasus Trail 5', 17999, { t: MEN_RUNNING, s: ['Muški', 'Zelena', 'Trčanje po stazi'] }),

  // Lifestyle trainers
  P('NK-CW2288-111', 'nike', 'lifestyle', "Nike Air Force 1 '07", 14999, { f: 'p', t: ['Muške patike', "men's trainers"], s: ['Muški', 'Bela', 'Svakodnevno nošenje'] }),
  P('NK-DH4619-100', 'nike', 'lifestyle', 'Nike Air Max 90', 17999, { t: ['Ženske patike', "women's trainers"], s: ['Ženski', 'Bela', 'Svakodnevno nošenje'] }),
  P('NK-DH2987-100', 'nike', 'lifestyle', 'Nike Court Vision Low', 9999, { d: 7999, t: ['Muške patike', "men's trainers"], s: ['Muški', 'Bela', 'Svakodnevno nošenje'] }),
  P('NK-DD1391-100', 'nike', 'lifestyle', 'Nike Dunk Low Retro', 14999, { f: 'n', w: 'limited', t: ['Patike', 'trainers'], s: ['Uniseks', 'Crna', 'Svakodnevno nošenje'] }),

  // Fitness equipment
  P('NK-N1000937', 'nike', 'fitnes', 'Nike Fundamental 4 mm', 4999, { t: ['Podloga za jogu', 'yoga mat'] }),
  P('NK-N1002183', 'nike', 'fitnes', 'Nike Fundamental', 2999, { t: ['Uže za preskakanje', 'jump rope'] }),
  P('XM-WPC2', 'xiaomi', 'fitnes', 'Xiaomi KingSmith WalkingPad C2', 44999, { t: ['Traka za hodanje', 'walking pad'] }),

  // Electric scooters
  P('XM-ES4L', 'xiaomi', 'trotineti', 'Xiaomi Electric Scooter 4 Lite', 39999, {
    d: 34999,
    f: 'p',
    yt: 'https://www.youtube.com/watch?v=Ns8fB4vXc2r',
  }),
  P('XM-ES4P', 'xiaomi', 'trotineti', 'Xiaomi Electric Scooter 4 Pro', 69999),
  P('XM-ES4U', 'xiaomi', 'trotineti', 'Xiaomi Electric Scooter 4 Ultra', 119999, { off: true }),
];
