/**
 * The cms's deterministic fixtures: a Serbian electronics and home shop's pages, home page blocks,
 * banners, settings, blog, newsletter and contact messages, dated relative to MOCK_TODAY.
 */
import type { MockDb } from '../db';
import { daysAgo, MOCK_TODAY } from '../lib/clock';
import { slugify } from '../../src/shared/slug';
import type { Translated } from '../../src/server/lib/translate';
import { addMockImage } from '../storage/tables';
import { brandsOf, campaignsOf, categoriesOf, groupsOf, isProductShown, productsOf } from './catalog-refs';
import type {
  BannerRecord,
  BlockContentRecord,
  BlockRecord,
  BlogPostRecord,
  ContactMessageRecord,
  NewsletterSubscriberRecord,
  PageRecord,
  SettingRecord,
} from './tables';

const EMPTY: Translated = ['', ''];

// ---------------------------------------------------------------------------------------------
// Banners

/** The shop path of a top-level category (by its Serbian slug) in both languages, or the shop itself. */
function categoryLinks(db: MockDb, serbianSlug: string): Translated {
  const slugs = categoriesOf(db).find((category) => category.parent_id == null && category.slugs[0] === serbianSlug)?.slugs;
  if (!slugs) return ['/prodavnica', '/shop'];
  return [`/prodavnica/${slugs[0]}`, `/shop/${slugs[1] || slugs[0]}`];
}

interface BannerSeed {
  name: string;
  titles: Translated;
  links: Translated;
  position: BannerRecord['position'];
  sort: number;
  active?: boolean;
  from?: number | null;
  to?: number | null;
  /** Only a Serbian image (English falls back to it). */
  serbianImageOnly?: boolean;
  size: [number, number];
  daysOld: number;
}

export function seedBanners(db: MockDb): void {
  const seeds: BannerSeed[] = [
    {
      name: 'Slajder – Zimska akcija',
      titles: ['Zimska akcija: popusti do 40%', 'Winter sale: up to 40% off'],
      links: ['/akcija', '/akcija'],
      position: 'BLOCK',
      sort: 1,
      from: 12,
      size: [1600, 500],
      daysOld: 14,
    },
    {
      name: 'Slajder – Novi telefoni',
      titles: ['Stigli su novi telefoni', 'The new phones are here'],
      links: ['/novo', '/novo'],
      position: 'BLOCK',
      sort: 2,
      size: [1600, 500],
      daysOld: 30,
    },
    {
      name: 'Slajder – Besplatna dostava',
      titles: ['Besplatna dostava za porudžbine preko 5.000 RSD', 'Free delivery on orders over 5,000 RSD'],
      links: ['/dostava', '/delivery'],
      position: 'BLOCK',
      sort: 3,
      size: [1600, 500],
      daysOld: 55,
    },
    {
      name: 'Red banera – Mali kućni aparati',
      titles: ['Savršena jutarnja kafa', 'The perfect morning coffee'],
      links: categoryLinks(db, 'mali-kucni-aparati'),
      position: 'BLOCK',
      sort: 4,
      size: [800, 400],
      daysOld: 40,
    },
    {
      name: 'Red banera – Najprodavanije',
      titles: ['Najprodavaniji proizvodi meseca', 'Best sellers of the month'],
      links: ['/popularno', '/popularno'],
      position: 'BLOCK',
      sort: 5,
      serbianImageOnly: true,
      size: [800, 400],
      daysOld: 38,
    },
    {
      name: 'Red banera – Crni petak 2025',
      titles: ['Crni petak: samo 24 sata', 'Black Friday: 24 hours only'],
      links: ['/akcija', '/akcija'],
      position: 'BLOCK',
      sort: 6,
      active: false,
      size: [800, 400],
      daysOld: 370,
    },
    {
      name: 'Prodavnica – Zimska akcija',
      titles: ['Zimska akcija na belu tehniku', 'Winter sale on home appliances'],
      links: categoryLinks(db, 'bela-tehnika'),
      position: 'SHOP_BELOW_MENU',
      sort: 1,
      from: 12,
      size: [1600, 300],
      daysOld: 13,
    },
    {
      name: 'Prodavnica – Jesenja rasprodaja',
      titles: ['Jesenja rasprodaja laptopova', 'Autumn laptop clearance'],
      links: categoryLinks(db, 'racunari'),
      position: 'SHOP_BELOW_MENU',
      sort: 2,
      from: 75,
      to: 20,
      size: [1600, 300],
      daysOld: 80,
    },
    {
      name: 'Proizvod – Produžena garancija',
      titles: ['Produžena garancija do 5 godina', 'Extended warranty up to 5 years'],
      links: ['/reklamacije', '/returns'],
      position: 'PRODUCT_RIGHT',
      sort: 1,
      size: [400, 600],
      daysOld: 60,
    },
    {
      name: 'Proizvod – Letnja rasprodaja 2027',
      titles: ['Letnja rasprodaja klima uređaja', 'Summer air conditioner sale'],
      links: categoryLinks(db, 'bela-tehnika'),
      position: 'PRODUCT_RIGHT',
      sort: 2,
      // June to August 2027: not started yet.
      from: -193,
      to: -284,
      size: [400, 600],
      daysOld: 2,
    },
  ];
  db.banners = seeds.map((seed, index): BannerRecord => {
    const [width, height] = seed.size;
    const image = (lang: 0 | 1) =>
      addMockImage(db, {
        label: seed.titles[lang],
        tab: 'banners',
        alt: seed.titles[lang],
        width,
        height,
        daysOld: seed.daysOld,
      });
    return {
      id: index + 1,
      name: seed.name,
      titles: seed.titles,
      image_ids: [image(0), seed.serbianImageOnly ? null : image(1)],
      links: seed.links,
      position: seed.position,
      sort: seed.sort,
      active: seed.active ?? true,
      active_from: seed.from == null ? null : daysAgo(seed.from),
      active_to: seed.to == null ? null : daysAgo(seed.to),
      created_at: daysAgo(seed.daysOld),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Blog

interface PostSeed {
  names: Translated;
  summaries: Translated;
  bodies: [string[], string[]];
  keywords: Translated;
  daysOld: number;
  active?: boolean;
  views: number;
}

const POSTS: PostSeed[] = [
  {
    names: ['Zimska akcija je počela: popusti do 40%', 'The winter sale has started: up to 40% off'],
    summaries: [
      'Frižideri, veš mašine, laptopovi i aparati za kafu po najnižim cenama ove sezone.',
      'Fridges, washing machines, laptops and coffee machines at the lowest prices of the season.',
    ],
    bodies: [
      [
        'Zimska akcija u Izlogu traje do kraja decembra. Na više od stotinu proizvoda cene su niže i do 40%, a popust se vidi odmah na stranici proizvoda.',
        'Najveća sniženja očekuju vas u kategorijama bele tehnike i malih kućnih aparata. Količine su ograničene, pa vam savetujemo da proizvode koje želite sačuvate na listi želja.',
        'Za porudžbine preko 5.000 RSD dostava na teritoriji Srbije je besplatna.',
      ],
      [
        'The Izlog winter sale runs until the end of December. More than a hundred products are up to 40% cheaper, and the discount shows right on the product page.',
        'The biggest reductions are in home appliances and small kitchen appliances. Quantities are limited, so we suggest saving the products you want to your wishlist.',
        'Delivery within Serbia is free for orders over 5,000 RSD.',
      ],
    ],
    keywords: ['zimska akcija, popusti, bela tehnika', 'winter sale, discounts, home appliances'],
    daysOld: 3,
    views: 1840,
  },
  {
    names: ['Kako izabrati pravi frižider za vaš dom', 'How to choose the right fridge for your home'],
    summaries: [
      'Zapremina, energetska klasa i No Frost: na šta obratiti pažnju pre kupovine.',
      'Capacity, energy class and No Frost: what to look at before you buy.',
    ],
    bodies: [
      [
        'Za domaćinstvo od dve do tri osobe dovoljan je frižider zapremine od 250 do 300 litara. Porodici od četiri ili više članova trebaće kombinovani frižider od najmanje 350 litara.',
        'Sistem No Frost sprečava stvaranje leda u zamrzivaču, pa odmrzavanje više nije potrebno. Obratite pažnju i na nivo buke: tihi modeli rade ispod 38 dB.',
        'Energetska klasa utiče na račun za struju narednih deset i više godina, pa se skuplji, štedljiviji model često isplati.',
      ],
      [
        'A household of two or three people needs a fridge of 250 to 300 litres. A family of four or more will need a fridge freezer of at least 350 litres.',
        'No Frost keeps ice from building up in the freezer, so you never have to defrost it. Check the noise level too: quiet models run below 38 dB.',
        'The energy class affects your electricity bill for ten years or more, so a pricier, more efficient model often pays for itself.',
      ],
    ],
    keywords: ['frižider, kupovina, saveti', 'fridge, buying guide, tips'],
    daysOld: 9,
    views: 960,
  },
  {
    names: ['Pet saveta za duži život baterije telefona', 'Five tips for a longer phone battery life'],
    summaries: [
      'Jednostavne navike koje čuvaju bateriju vašeg telefona godinama.',
      'Simple habits that keep your phone battery healthy for years.',
    ],
    bodies: [
      [
        'Baterija telefona najduže traje kada se puni između 20% i 80%. Punjenje preko noći nije opasno, ali uključite opciju optimizovanog punjenja ako je telefon ima.',
        'Izbegavajte visoke temperature: telefon ne ostavljajte na suncu ili u automobilu leti. Koristite originalni ili sertifikovani punjač.',
      ],
      [
        'A phone battery lasts longest when it is charged between 20% and 80%. Charging overnight is not dangerous, but turn on optimised charging if your phone has it.',
        'Avoid high temperatures: do not leave your phone in the sun or in a car in summer. Use the original or a certified charger.',
      ],
    ],
    keywords: ['baterija, telefon, saveti', 'battery, phone, tips'],
    daysOld: 16,
    views: 2310,
  },
  {
    names: ['Espreso kod kuće: vodič kroz aparate za kafu', 'Espresso at home: a guide to coffee machines'],
    summaries: [
      'Aparat na kapsule, ručni espreso aparat ili potpuno automatski: koji je pravi za vas?',
      'Capsule, manual espresso or fully automatic: which machine is right for you?',
    ],
    bodies: [
      [
        'Aparati na kapsule su najjednostavniji za upotrebu, ali je šoljica kafe skuplja. Ručni espreso aparati traže malo vežbe, a nagrađuju vas punim ukusom.',
        'Potpuno automatski aparati sami melju zrna i pripremaju kapućino pritiskom na jedno dugme. Za njih je važno redovno uklanjanje kamenca.',
      ],
      [
        'Capsule machines are the easiest to use, but each cup costs more. Manual espresso machines take a little practice and reward you with full flavour.',
        'Fully automatic machines grind the beans and make a cappuccino at the press of a button. Regular descaling matters most for them.',
      ],
    ],
    keywords: ['aparat za kafu, espreso, kapućino', 'coffee machine, espresso, cappuccino'],
    daysOld: 23,
    views: 1275,
  },
  {
    names: ['Energetske klase: šta znače nove oznake', 'Energy classes: what the new labels mean'],
    summaries: [
      'Od 2021. godine oznake idu od A do G. Objašnjavamo kako ih čitati.',
      'Since 2021 the labels run from A to G. We explain how to read them.',
    ],
    bodies: [
      [
        'Stare oznake A+++ zamenjene su strožom skalom od A do G. Uređaj koji je ranije bio A+++ danas je najčešće u klasi C ili D, iako troši jednako malo struje.',
        'Na nalepnici su i godišnja potrošnja u kWh, nivo buke i QR kod koji vodi do evropske baze proizvoda.',
      ],
      [
        'The old A+++ labels were replaced by a stricter scale from A to G. An appliance that used to be A+++ is now usually in class C or D, although it uses just as little electricity.',
        'The label also shows the yearly consumption in kWh, the noise level and a QR code that leads to the European product database.',
      ],
    ],
    keywords: ['energetska klasa, potrošnja struje', 'energy class, power consumption'],
    daysOld: 31,
    views: 688,
  },
  {
    names: ['Laptop za studente: na šta obratiti pažnju', 'A laptop for students: what to look for'],
    summaries: [
      'Procesor, RAM, SSD i trajanje baterije: vodič za kupovinu laptopa za fakultet.',
      'Processor, RAM, SSD and battery life: a guide to buying a laptop for university.',
    ],
    bodies: [
      [
        'Za predavanja, pisanje radova i gledanje filmova dovoljan je laptop sa 16 GB RAM memorije i SSD diskom od 512 GB. Baterija bi trebalo da izdrži ceo dan na fakultetu.',
        'Studentima tehničkih fakulteta preporučujemo jači procesor i ekran visoke rezolucije. Težina ispod 1,5 kg olakšava svakodnevno nošenje.',
      ],
      [
        'For lectures, writing papers and watching films, a laptop with 16 GB of RAM and a 512 GB SSD is enough. The battery should last a whole day at university.',
        'For engineering students we recommend a faster processor and a high-resolution screen. A weight under 1.5 kg makes carrying it every day easier.',
      ],
    ],
    keywords: ['laptop, studenti, kupovina', 'laptop, students, buying guide'],
    daysOld: 44,
    views: 1530,
  },
  {
    names: ['Održavanje mašine za veš: filter, bubanj i gumica', 'Washing machine care: filter, drum and door seal'],
    summaries: [
      'Nekoliko minuta mesečno produžava vek vaše mašine za veš za godine.',
      'A few minutes a month adds years to the life of your washing machine.',
    ],
    bodies: [
      [
        'Filter pumpe očistite jednom mesečno: u njemu se zadržavaju dugmad, novčići i dlake. Gumicu na vratima obrišite posle svakog pranja i ostavite vrata odškrinuta.',
        'Jednom u dva meseca pokrenite program na 90 °C bez veša, uz sredstvo za uklanjanje kamenca.',
      ],
      [
        'Clean the pump filter once a month: buttons, coins and hair collect in it. Wipe the door seal after every wash and leave the door ajar.',
        'Every two months, run a 90 °C programme without laundry, with a descaler.',
      ],
    ],
    keywords: ['mašina za veš, održavanje', 'washing machine, maintenance'],
    daysOld: 52,
    views: 812,
  },
  {
    names: ['Pametni sat ili fitnes narukvica?', 'Smartwatch or fitness band?'],
    summaries: [
      'Poredimo funkcije, trajanje baterije i cene, da biste lakše izabrali.',
      'We compare features, battery life and prices to help you choose.',
    ],
    bodies: [
      [
        'Fitnes narukvica meri korake, puls i san, a baterija traje i do dve nedelje. Pametni sat uz to prikazuje poruke, ima GPS i aplikacije, ali se puni svakih nekoliko dana.',
        'Ako vam je važno praćenje treninga bez telefona, izaberite sat sa ugrađenim GPS-om.',
      ],
      [
        'A fitness band tracks steps, heart rate and sleep, and its battery lasts up to two weeks. A smartwatch also shows messages and has GPS and apps, but needs charging every few days.',
        'If you want to track workouts without your phone, choose a watch with built-in GPS.',
      ],
    ],
    keywords: ['pametni sat, fitnes narukvica', 'smartwatch, fitness band'],
    daysOld: 67,
    views: 1104,
  },
  {
    names: ['Novo u Izlogu: robotski usisivači', 'New at Izlog: robot vacuum cleaners'],
    summaries: [
      'U ponudi su stigli robotski usisivači sa mapiranjem prostorija i brisanjem poda.',
      'Robot vacuum cleaners with room mapping and mopping have arrived in our range.',
    ],
    bodies: [
      [
        'Novi modeli laserski mapiraju stan, zaobilaze prepreke i sami se vraćaju na punjenje. Preko aplikacije birate prostorije i zakazujete čišćenje.',
        'Svi robotski usisivači imaju garanciju od dve godine i besplatnu dostavu.',
      ],
      [
        'The new models map your flat with a laser, steer around obstacles and return to charge by themselves. In the app you choose rooms and schedule cleaning.',
        'Every robot vacuum comes with a two-year warranty and free delivery.',
      ],
    ],
    keywords: ['robotski usisivač, novo', 'robot vacuum, new'],
    daysOld: 81,
    views: 596,
  },
  {
    names: ['Kako da uštedite struju ove zime', 'How to save electricity this winter'],
    summaries: [
      'Inverter klima uređaji, termostati i pametne utičnice: saveti za niži račun.',
      'Inverter air conditioners, thermostats and smart plugs: tips for a lower bill.',
    ],
    bodies: [
      [
        'Inverter klima uređaj greje i do tri puta jeftinije od grejalice iste snage. Pametne utičnice isključuju uređaje u stanju pripravnosti.',
        'Tekst je u pripremi i biće objavljen uz akciju na klima uređaje.',
      ],
      [
        'An inverter air conditioner heats up to three times more cheaply than a heater of the same power. Smart plugs switch off devices on standby.',
        'This post is being written and will be published with the air conditioner sale.',
      ],
    ],
    keywords: ['ušteda struje, klima uređaj', 'saving electricity, air conditioner'],
    daysOld: 1,
    active: false,
    views: 0,
  },
];

const paragraphs = (texts: string[]): string => texts.map((text) => `<p>${text}</p>`).join('\n');

export function seedBlogPosts(db: MockDb): void {
  db.blogPosts = POSTS.map((post, index): BlogPostRecord => {
    const image_id = addMockImage(db, {
      label: post.names[0],
      tab: 'blog',
      alt: post.names[0],
      width: 1200,
      height: 675,
      daysOld: post.daysOld,
    });
    return {
      id: index + 1,
      names: post.names,
      slugs: [slugify(post.names[0]), slugify(post.names[1])],
      summaries: post.summaries,
      descriptions: [paragraphs(post.bodies[0]), paragraphs(post.bodies[1])],
      image_id,
      active: post.active ?? true,
      published_at: daysAgo(post.daysOld),
      seo_titles: [`${post.names[0]} | Izlog`, `${post.names[1]} | Izlog`],
      seo_keywords_list: post.keywords,
      seo_descriptions: post.summaries,
      views: post.views,
      created_at: daysAgo(post.daysOld + 2),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Pages and their blocks

interface PageSeed extends Partial<Omit<PageRecord, 'names' | 'slugs' | 'pages'>> {
  names: Translated;
  slugs: Translated;
  pages?: Translated;
  seoDescriptions?: Translated;
  /** Index (in this list) of the parent page, for a page under another one. */
  parentIndex?: number;
}

const html = (sr: string[], en: string[]): Translated => [paragraphs(sr), paragraphs(en)];

function pageSeeds(db: MockDb): PageSeed[] {
  const winterCampaign = campaignsOf(db).find((campaign) => campaign.code.includes('zim'));
  const winterGroup = winterCampaign?.group_id ?? groupsOf(db)[0]?.id ?? null;
  return [
    {
      code: 'home',
      locked: true,
      menu: 'HIDDEN',
      position: 1,
      names: ['Početna', 'Home'],
      slugs: ['', 'home'],
      seo_titles: ['Izlog – elektronika, bela tehnika i kućni aparati', 'Izlog – electronics and home appliances'],
      seoDescriptions: [
        'Telefoni, laptopovi, bela tehnika i mali kućni aparati uz brzu dostavu širom Srbije.',
        'Phones, laptops, home appliances and small kitchen appliances with fast delivery across Serbia.',
      ],
    },
    {
      menu: 'HEADER',
      position: 1,
      names: ['O nama', 'About us'],
      slugs: ['o-nama', 'about-us'],
      pages: html(
        [
          'Izlog je online prodavnica elektronike i opreme za dom iz Beograda. Od 2014. godine isporučili smo više od 200.000 porudžbina kupcima širom Srbije.',
          'Sarađujemo direktno sa ovlašćenim uvoznicima, pa svi proizvodi imaju zvaničnu garanciju i servis.',
        ],
        [
          'Izlog is an online shop for electronics and home equipment based in Belgrade. Since 2014 we have delivered more than 200,000 orders to customers all over Serbia.',
          'We work directly with authorised importers, so every product comes with an official warranty and service.',
        ],
      ),
    },
    {
      menu: 'HEADER',
      position: 2,
      type: 'SHOP',
      group_id: winterGroup,
      names: ['Zimska akcija', 'Winter sale'],
      slugs: ['zimska-akcija', 'winter-sale'],
      pages: html(
        ['Izdvojeni proizvodi po akcijskim cenama do kraja decembra.'],
        ['Selected products at sale prices until the end of December.'],
      ),
    },
    {
      code: 'blog',
      locked: true,
      menu: 'HEADER',
      position: 3,
      names: ['Novosti', 'Blog'],
      slugs: ['novosti', 'blog'],
    },
    {
      code: 'contact',
      locked: true,
      menu: 'HEADER',
      position: 4,
      names: ['Kontakt', 'Contact'],
      slugs: ['kontakt', 'contact'],
      pages: html(
        [
          'Pozovite nas radnim danima od 8 do 20 časova i subotom od 9 do 15 časova, ili nam pišite preko formulara ispod.',
          'Preuzimanje porudžbina: Bulevar kralja Aleksandra 73, Beograd.',
        ],
        [
          'Call us on weekdays from 8 am to 8 pm and on Saturdays from 9 am to 3 pm, or write to us using the form below.',
          'Order pick-up: Bulevar kralja Aleksandra 73, Belgrade.',
        ],
      ),
    },
    {
      menu: 'FAQ',
      position: 1,
      names: ['Dostava', 'Delivery'],
      slugs: ['dostava', 'delivery'],
      pages: html(
        [
          'Porudžbine isporučujemo kurirskom službom u roku od 2 do 3 radna dana. Dostava na teritoriji Srbije košta 350 RSD, a za porudžbine preko 5.000 RSD je besplatna.',
          'Krupne kućne aparate kurir unosi do vrata stana.',
        ],
        [
          'We deliver orders by courier within 2 to 3 working days. Delivery within Serbia costs 350 RSD and is free for orders over 5,000 RSD.',
          'The courier carries large appliances to your door.',
        ],
      ),
    },
    {
      menu: 'FAQ',
      position: 1,
      parentIndex: 5,
      names: ['Načini plaćanja', 'Payment methods'],
      slugs: ['nacini-placanja', 'payment-methods'],
      pages: html(
        ['Plaćanje je moguće pouzećem, kuriru pri preuzimanju, ili uplatom na račun pre slanja.'],
        ['You can pay cash on delivery to the courier, or by bank transfer before we send the order.'],
      ),
    },
    {
      menu: 'FAQ',
      position: 2,
      names: ['Reklamacije', 'Returns'],
      slugs: ['reklamacije', 'returns'],
      pages: html(
        [
          'Proizvod možete vratiti u roku od 14 dana od prijema, bez navođenja razloga. Reklamaciju prijavite telefonom ili e-mailom, a reklamacioni list preuzmite sa sajta.',
          'Odgovor na reklamaciju dobijate najkasnije u roku od 8 dana.',
        ],
        [
          'You can return a product within 14 days of receiving it, without giving a reason. Report a complaint by phone or e-mail and download the complaint form from the site.',
          'You will get an answer to your complaint within 8 days at the latest.',
        ],
      ),
    },
    {
      menu: 'FAQ',
      position: 3,
      names: ['Česta pitanja', 'FAQ'],
      slugs: ['cesta-pitanja', 'faq'],
      pages: [
        '<h3>Da li mogu da pratim porudžbinu?</h3>\n<p>Da, na stranici porudžbine unesite kod koji ste dobili e-mailom.</p>\n<h3>Da li je moguća kupovina na rate?</h3>\n<p>Da, platnim karticama Banca Intesa do 12 mesečnih rata bez kamate.</p>',
        '<h3>Can I track my order?</h3>\n<p>Yes, enter the code from your e-mail on the order page.</p>\n<h3>Can I pay in instalments?</h3>\n<p>Yes, with Banca Intesa cards in up to 12 interest-free monthly instalments.</p>',
      ],
    },
    {
      code: 'terms',
      menu: 'FAQ',
      position: 4,
      names: ['Uslovi korišćenja', 'Terms of use'],
      slugs: ['uslovi-koriscenja', 'terms-of-use'],
      pages: html(
        [
          'Korišćenjem sajta Izlog prihvatate ove uslove. Cene su izražene u dinarima sa uključenim PDV-om.',
          'Zadržavamo pravo izmene cena i uslova prodaje bez prethodne najave; porudžbine potvrđene pre izmene isporučujemo po ranijim uslovima.',
        ],
        [
          'By using the Izlog site you accept these terms. Prices are in Serbian dinars and include VAT.',
          'We may change prices and terms of sale without notice; orders confirmed before a change are delivered on the earlier terms.',
        ],
      ),
    },
    {
      menu: 'HIDDEN',
      position: 2,
      names: ['Politika privatnosti', 'Privacy policy'],
      slugs: ['politika-privatnosti', 'privacy-policy'],
      pages: html(
        [
          'Vaše podatke koristimo samo za obradu porudžbina i slanje newslettera, ako ste se na njega prijavili. Podatke ne ustupamo trećim licima, osim kurirskoj službi radi dostave.',
        ],
        [
          'We use your data only to process orders and to send the newsletter if you subscribed to it. We do not share your data with third parties, except the courier for delivery.',
        ],
      ),
    },
    {
      menu: 'HIDDEN',
      position: 3,
      type: 'SHOP',
      active: false,
      names: ['Crni petak 2025', 'Black Friday 2025'],
      slugs: ['crni-petak-2025', 'black-friday-2025'],
      pages: html(['Akcija je završena.'], ['The sale has ended.']),
    },
  ];
}

/**
 * The "our picks" carousel: one product from each top-level category (a popular one when there is
 * one), so the carousel shows the whole shop rather than one shelf.
 */
function chosenProducts(db: MockDb): number[] {
  const categories = categoriesOf(db);
  const topOf = (id: number | undefined): number | undefined => {
    let category = categories.find((row) => row.id === id);
    while (category?.parent_id != null) category = categories.find((row) => row.id === category!.parent_id);
    return category?.id;
  };
  const visible = productsOf(db).filter((product) => isProductShown(product, MOCK_TODAY));
  const picks: number[] = [];
  for (const top of categories.filter((category) => category.parent_id == null)) {
    const inTop = visible.filter((product) => topOf(product.category_ids[0]) === top.id);
    const pick = inTop.find((product) => product.popular) ?? inTop[0];
    if (pick) picks.push(pick.id);
  }
  return picks.slice(0, 8);
}

/** The home page shows one block of every kind, plus a switched-off and an expired one for the admin. */
function homeBlocks(db: MockDb): { titles: Translated; body: BlockContentRecord; active?: boolean; from?: number; to?: number }[] {
  const banner = (names: string[]) => db.banners.filter((row) => names.includes(row.name)).map((row) => row.id);
  const chosen = chosenProducts(db);
  const topCategories = categoriesOf(db)
    .filter((category) => category.parent_id == null)
    .map((category) => category.id);
  const brandIds = brandsOf(db).map((brand) => brand.id);
  const cardImage = (label: string) => addMockImage(db, { label, tab: 'pages', alt: label, width: 600, height: 400 });
  return [
    {
      titles: EMPTY,
      body: { kind: 'SLIDER', banner_ids: banner(['Slajder – Zimska akcija', 'Slajder – Novi telefoni', 'Slajder – Besplatna dostava']) },
    },
    { titles: ['Na akciji', 'On sale'], body: { kind: 'PRODUCTS_CAROUSEL', special: 'ACTION', product_ids: [] } },
    {
      titles: ['Popularne kategorije', 'Popular categories'],
      body: { kind: 'CATEGORIES', category_ids: topCategories.length ? topCategories.slice(0, 6) : [1, 2, 3, 4, 5, 6] },
    },
    {
      titles: EMPTY,
      body: {
        kind: 'BANNERS',
        banner_ids: banner(['Red banera – Mali kućni aparati', 'Red banera – Najprodavanije', 'Red banera – Crni petak 2025']),
      },
    },
    { titles: ['Izdvajamo iz ponude', 'Our picks'], body: { kind: 'PRODUCTS_CAROUSEL', special: null, product_ids: chosen } },
    {
      titles: ['Zašto kupovati u Izlogu?', 'Why shop at Izlog?'],
      body: {
        kind: 'TEXT',
        htmls: [
          '<p>Više od <strong>5.000 proizvoda</strong> na stanju, zvanična garancija i dostava za 2 do 3 radna dana širom Srbije.</p>\n<ul><li>Plaćanje pouzećem</li><li>Povraćaj u roku od 14 dana</li><li>Kupovina na rate bez kamate</li></ul>',
          '<p>More than <strong>5,000 products</strong> in stock, official warranty and delivery within 2 to 3 working days across Serbia.</p>\n<ul><li>Cash on delivery</li><li>Returns within 14 days</li><li>Interest-free instalments</li></ul>',
        ],
      },
    },
    {
      titles: ['Brendovi', 'Brands'],
      body: { kind: 'BRANDS', brand_ids: brandIds.length ? brandIds.slice(0, 8) : [1, 2, 3, 4, 5, 6, 7, 8] },
    },
    { titles: ['Novosti i saveti', 'News and tips'], body: { kind: 'BLOG_CAROUSEL', posts_count: 4 } },
    {
      titles: ['Kupujte bez brige', 'Shop with peace of mind'],
      body: {
        kind: 'CARDS',
        cards: [
          {
            titles: ['Besplatna dostava', 'Free delivery'],
            texts: ['Za porudžbine preko 5.000 RSD na teritoriji Srbije.', 'On orders over 5,000 RSD within Serbia.'],
            image_id: cardImage('Besplatna dostava'),
            links: ['/dostava', '/delivery'],
          },
          {
            titles: ['Plaćanje pouzećem', 'Cash on delivery'],
            texts: ['Platite kuriru kada preuzmete paket.', 'Pay the courier when your parcel arrives.'],
            image_id: cardImage('Plaćanje pouzećem'),
            links: ['/nacini-placanja', '/payment-methods'],
          },
          {
            titles: ['Zvanična garancija', 'Official warranty'],
            texts: ['Do 5 godina garancije i ovlašćeni servis.', 'Up to 5 years of warranty and authorised service.'],
            image_id: cardImage('Zvanična garancija'),
            links: ['/reklamacije', '/returns'],
          },
        ],
      },
    },
    {
      titles: ['Novogodišnje radno vreme', 'New Year opening hours'],
      active: false,
      body: {
        kind: 'TEXT',
        htmls: [
          '<p>Od 31. decembra do 2. januara porudžbine primamo, a šaljemo ih od 3. januara.</p>',
          '<p>From 31 December to 2 January we take orders and send them from 3 January.</p>',
        ],
      },
    },
    {
      titles: ['Crni petak 2025', 'Black Friday 2025'],
      from: 365,
      to: 362,
      body: {
        kind: 'TEXT',
        htmls: ['<p>Samo ovog vikenda: dodatnih 10% popusta na sve.</p>', '<p>This weekend only: an extra 10% off everything.</p>'],
      },
    },
  ];
}

export function seedPages(db: MockDb): void {
  const seeds = pageSeeds(db);
  db.pages = seeds.map((seed, index): PageRecord => {
    const { parentIndex } = seed;
    return {
      id: index + 1,
      parent_id: parentIndex == null ? null : parentIndex + 1,
      position: seed.position ?? 1,
      menu: seed.menu ?? 'HIDDEN',
      type: seed.type ?? 'PAGE',
      group_id: seed.group_id ?? null,
      code: seed.code ?? null,
      active: seed.active ?? true,
      locked: seed.locked ?? false,
      names: seed.names,
      slugs: seed.slugs,
      pages: seed.pages ?? EMPTY,
      seo_titles: seed.seo_titles ?? [`${seed.names[0]} | Izlog`, `${seed.names[1]} | Izlog`],
      seo_keywords_list: seed.seo_keywords_list ?? [
        `${seed.names[0].toLocaleLowerCase('sr-Latn')}, izlog, online prodavnica`,
        `${seed.names[1].toLowerCase()}, izlog, online shop`,
      ],
      seo_descriptions: seed.seoDescriptions ?? [
        `${seed.names[0]} – Izlog, online prodavnica elektronike i opreme za dom.`,
        `${seed.names[1]} – Izlog, the online shop for electronics and home equipment.`,
      ],
      created_at: daysAgo(400 - index * 7),
    };
  });

  const blocks: BlockRecord[] = [];
  const add = (pageId: number, block: ReturnType<typeof homeBlocks>[number]) => {
    const onPage = blocks.filter((row) => row.page_id === pageId).length;
    blocks.push({
      id: blocks.length + 1,
      page_id: pageId,
      type: block.body.kind,
      titles: block.titles,
      position: onPage + 1,
      active: block.active ?? true,
      active_from: block.from == null ? null : daysAgo(block.from),
      active_to: block.to == null ? null : daysAgo(block.to),
      body: block.body,
    });
  };
  const home = db.pages.find((page) => page.code === 'home')!;
  for (const block of homeBlocks(db)) add(home.id, block);

  const about = db.pages.find((page) => page.slugs[0] === 'o-nama')!;
  add(about.id, {
    titles: ['Naša priča', 'Our story'],
    body: {
      kind: 'TEXT',
      htmls: [
        '<p>Počeli smo kao mala radnja na Zvezdari, a danas tim od 40 ljudi svakog dana pakuje i šalje stotine paketa.</p>',
        '<p>We started as a small shop in Zvezdara; today a team of 40 packs and sends hundreds of parcels every day.</p>',
      ],
    },
  });
  add(about.id, {
    titles: ['Brendovi sa kojima radimo', 'Brands we work with'],
    body: { kind: 'BRANDS', brand_ids: brandsOf(db).map((brand) => brand.id).slice(0, 6) },
  });
  const winter = db.pages.find((page) => page.slugs[0] === 'zimska-akcija')!;
  add(winter.id, {
    titles: EMPTY,
    body: { kind: 'BANNERS', banner_ids: db.banners.filter((row) => row.name === 'Slajder – Zimska akcija').map((row) => row.id) },
  });
  db.blocks = blocks;
}

// ---------------------------------------------------------------------------------------------
// Settings

interface SettingSeed {
  field: string;
  values: Translated | string;
  hidden?: boolean;
  image_id?: number | null;
}

export function seedSettings(db: MockDb): void {
  const logo =
    db.storageFiles.find((file) => file.label === 'Izlog logo')?.id ??
    addMockImage(db, { label: 'Izlog logo', tab: 'general', alt: 'Izlog', width: 480, height: 160 });
  const shareImage = addMockImage(db, {
    label: 'Izlog – elektronika i oprema za dom',
    tab: 'general',
    alt: 'Izlog',
    width: 1200,
    height: 630,
  });
  const seeds: SettingSeed[] = [
    { field: 'site_name', values: 'Izlog' },
    {
      field: 'seo_title',
      values: ['Izlog – elektronika, bela tehnika i kućni aparati', 'Izlog – electronics, home and kitchen appliances'],
    },
    {
      field: 'seo_description',
      values: [
        'Online prodavnica telefona, laptopova, bele tehnike i malih kućnih aparata. Besplatna dostava preko 5.000 RSD i plaćanje pouzećem.',
        'Online shop for phones, laptops, home and small kitchen appliances. Free delivery over 5,000 RSD and cash on delivery.',
      ],
    },
    {
      field: 'seo_keywords',
      values: [
        'elektronika, bela tehnika, mobilni telefoni, laptopovi, kućni aparati, online kupovina',
        'electronics, home appliances, mobile phones, laptops, kitchen appliances, online shopping',
      ],
    },
    { field: 'phone', values: '+381 11 4040 500' },
    { field: 'email', values: 'info@izlog.rs' },
    {
      field: 'address',
      values: ['Bulevar kralja Aleksandra 73, 11000 Beograd', 'Bulevar kralja Aleksandra 73, 11000 Belgrade, Serbia'],
    },
    {
      field: 'working_hours',
      values: ['Radnim danima 8–20 h, subotom 9–15 h', 'Weekdays 8 am–8 pm, Saturdays 9 am–3 pm'],
    },
    { field: 'facebook', values: 'https://www.facebook.com/izlog.rs' },
    { field: 'instagram', values: 'https://www.instagram.com/izlog.rs' },
    { field: 'logo', values: 'Izlog', image_id: logo },
    { field: 'share_image', values: ['Izlog – elektronika i oprema za dom', 'Izlog – electronics and home equipment'], image_id: shareImage },
    // Read from and written to the shop's exchange rate (db.exchangeRateEur), which the orders settings share.
    { field: 'exchange_rate_eur', values: '' },
    { field: 'orders_email', values: 'prodaja@izlog.rs, magacin@izlog.rs', hidden: true },
    { field: 'smtp_from', values: 'Izlog <no-reply@izlog.rs>', hidden: true },
  ];
  db.settings = seeds.map((seed, index): SettingRecord => {
    const translated = Array.isArray(seed.values);
    const values: Translated = translated ? (seed.values as Translated) : [seed.values as string, seed.values as string];
    return {
      id: index + 1,
      field: seed.field,
      values,
      translated,
      hidden: seed.hidden ?? false,
      image_id: seed.image_id ?? null,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Newsletter and contact

const SUBSCRIBERS: [email: string, lang: 0 | 1, daysOld: number][] = [
  ['milica.jovanovic@gmail.com', 0, 1.2],
  ['nikola.stojanovic@yahoo.com', 0, 2.5],
  ['john.miller@gmail.com', 1, 3.1],
  ['ana.markovic@outlook.com', 0, 4.8],
  ['stefan.ilic@gmail.com', 0, 6.3],
  ['jovana.pavlovic@hotmail.com', 0, 8.9],
  ['marko.nikolic@eunet.rs', 0, 11.4],
  ['sarah.klein@web.de', 1, 13.7],
  ['ivana.djordjevic@gmail.com', 0, 17.2],
  ['luka.milosevic@sbb.rs', 0, 21.5],
  ['tamara.popovic@gmail.com', 0, 26.0],
  ['dragan.savic@mts.rs', 0, 33.6],
  ['emma.wilson@outlook.com', 1, 41.2],
  ['teodora.kostic@gmail.com', 0, 48.9],
  ['vuk.todorovic@gmail.com', 0, 57.3],
];

export function seedNewsletter(db: MockDb): void {
  db.newsletterSubscribers = SUBSCRIBERS.map(
    ([email, lang, days], index): NewsletterSubscriberRecord => ({ id: index + 1, email, lang, created_at: daysAgo(days) }),
  );
}

const MESSAGES: Omit<ContactMessageRecord, 'id' | 'created_at'>[] = [
  {
    name: 'Jelena Stanković',
    email: 'jelena.stankovic@gmail.com',
    phone: '+381 64 123 4567',
    message:
      'Poštovani, da li frižider Gorenje koji je na akciji može da se isporuči u Čačak do petka? Hvala unapred.',
  },
  {
    name: 'Miloš Đurić',
    email: 'milos.djuric@yahoo.com',
    phone: null,
    message: 'Porudžbina IZ-26-00031 još nije stigla, a prošlo je pet dana. Možete li da proverite gde je paket?',
  },
  {
    name: 'Peter Novak',
    email: 'peter.novak@gmail.com',
    phone: '+386 41 555 210',
    message: 'Hello, do you deliver to Slovenia? I would like to order two coffee machines for our office.',
  },
  {
    name: 'Snežana Lukić',
    email: 'snezana.lukic@eunet.rs',
    phone: '+381 63 987 6543',
    message: 'Da li je moguća kupovina na rate karticom Banca Intesa za laptop od 120.000 dinara?',
  },
  {
    name: 'Đorđe Vasić',
    email: 'djordje.vasic@gmail.com',
    phone: '+381 65 222 3344',
    message: 'Usisivač koji sam kupio ne puni bateriju. Kako da prijavim reklamaciju i gde da ga pošaljem?',
  },
];

export function seedContactMessages(db: MockDb): void {
  const ages = [0.4, 1.7, 3.2, 6.5, 12.1];
  db.contactMessages = MESSAGES.map(
    (message, index): ContactMessageRecord => ({ id: index + 1, ...message, created_at: daysAgo(ages[index] ?? 14) }),
  );
}
