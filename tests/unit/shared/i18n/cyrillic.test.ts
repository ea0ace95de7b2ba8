/**
 * Serbian Latin → Cyrillic (issue 29): a table a Serbian reader can check line by line: ordinary
 * words, the digraphs and their exceptions, capitals, what stays Latin; then HTML, and the check
 * the server test will run over every page.
 */
import { describe, expect, it } from 'vitest';
import { DIGRAPH_EXCEPTIONS } from '../../../../src/shared/i18n/cyrillic-exceptions';
import {
  htmlToCyrillic,
  isLatinSerbianLeft,
  latinSerbianWordsLeft,
  toCyrillic,
  type CyrillicOptions,
} from '../../../../src/shared/i18n/cyrillic';

const brands: CyrillicOptions = { keep: ['Samsung', 'Galaxy', 'Intel', 'Core', 'Bluetooth'] };

/** [Latin, Cyrillic, options?] */
const CASES: [string, string, CyrillicOptions?][] = [
  // ordinary words, every letter
  ['Frižider sa zamrzivačem', 'Фрижидер са замрзивачем'],
  ['Ljubazni fenjerdžija čađavog lica hoće da mi pokaže štos.', 'Љубазни фењерџија чађавог лица хоће да ми покаже штос.'],
  ['Ljubljana', 'Љубљана'],
  ['Njegoševa 12, Beograd', 'Његошева 12, Београд'],
  // a model number is a name, its letters with its digits
  ['Kombinovani frižider Vivax CF-174', 'Комбиновани фрижидер Vivax CF-174', { keep: ['Vivax'] }],
  ['Telefon SM-A556B', 'Телефон SM-A556B'],
  ['džak', 'џак'],
  ['DŽEP', 'ЏЕП'],
  ['udžbenik i nadžak', 'уџбеник и наџак'],
  ['konj, panj i ulje', 'коњ, пањ и уље'],
  ['Odjava', 'Одјава'],
  ['Fri\u007Aider'.replace('\u007A', 'z\u030C'), 'Фрижидер'],
  ['ǈubav ǉubav ǋiva ǌiva ǅak ǆak ǇUBAV', 'Љубав љубав Њива њива Џак џак ЉУБАВ'],
  // digraph exceptions
  ['injekcija', 'инјекција'],
  ['Injekcioni špric', 'Инјекциони шприц'],
  ['injektor i injicirati', 'инјектор и инјицирати'],
  ['konjunkcija i konjunktivitis', 'конјункција и конјунктивитис'],
  ['konjugacija glagola', 'конјугација глагола'],
  ['nekonjugovan', 'неконјугован'],
  ['konjektura', 'конјектура'],
  ['anjon i kanjon', 'анјон и кањон'],
  ['Tanjug javlja', 'Танјуг јавља'],
  ['vanjezički', 'ванјезички'],
  ['nadživeti', 'надживети'],
  ['NADŽIVETI', 'НАДЖИВЕТИ'],
  ['Nadživljavanje', 'Надживљавање'],
  ['nadžnjeti', 'наджњети'],
  ['odživeo je svoje', 'одживео је своје'],
  ['odžaliti, a ne odžak', 'оджалити, а не оџак'],
  ['podžanr', 'поджанр'],
  ['podžupan', 'поджупан'],
  ['feldžandarm', 'фелджандарм'],
  // capitals
  ['Besplatna Dostava Za Sve', 'Бесплатна Достава За Све'],
  ['LJUBAV I NJEGA', 'ЉУБАВ И ЊЕГА'],
  ['NJegoševa', 'Његошева'],
  ['KUPI ODMAH', 'КУПИ ОДМАХ'],
  ['NOVO SAMO DANAS: frižideri', 'НОВО САМО ДАНАС: фрижидери'],
  ['BESPLATNA DOSTAVA za porudžbine preko 5.000 RSD', 'БЕСПЛАТНА ДОСТАВА за поруџбине преко 5.000 RSD'],
  // what stays Latin
  ['Samsung Galaxy A55 5G 8/256 GB', 'Samsung Galaxy A55 5G 8/256 GB', brands],
  ['SAMSUNG TELEVIZOR', 'SAMSUNG ТЕЛЕВИЗОР', brands],
  ['Samsung-ov servis', 'Samsung-ов сервис', brands],
  ['Samsung telefon', 'Самсунг телефон'],
  ['Bluetooth slušalice', 'Bluetooth слушалице', brands],
  ['Procesor Intel Core i7, 16 GB RAM, SSD 512 GB', 'Процесор Intel Core i7, 16 GB RAM, SSD 512 GB', brands],
  ['Xiaomi punjač i Wi-Fi ruter', 'Xiaomi пуњач и Wi-Fi рутер'],
  ['iPhone maska', 'iPhone маска'],
  ['Müller kafa', 'Müller кафа'],
  ['Besplatna dostava preko 5.000 RSD', 'Бесплатна достава преко 5.000 RSD'],
  ['Pišite na info@izlog.rs', 'Пишите на info@izlog.rs'],
  ['Posetite www.izlog.rs.', 'Посетите www.izlog.rs.'],
  ['Izlog.rs je otvoren', 'Izlog.rs је отворен'],
  ['Link: https://izlog.rs/prodavnica?strana=2', 'Линк: https://izlog.rs/prodavnica?strana=2'],
  ['{count} proizvoda', '{count} производа'],
  ['Strana {page} od {last}', 'Страна {page} од {last}'],
  ['E-mail adresa', 'E-mail адреса'],
  ['Kabl USB-C na USB-A, 2 m', 'Кабл USB-C на USB-A, 2 m'],
  ['KABL USB NA HDMI', 'КАБЛ USB НА HDMI'],
  ['Cene su sa PDV-om', 'Цене су са ПДВ-ом'],
  ['Baterija 5000 mAh, 220 V, 50 Hz, 120 km/h', 'Батерија 5000 mAh, 220 V, 50 Hz, 120 km/h'],
  ['Težina 1,5 kg, pakovanje 300 g', 'Тежина 1,5 kg, паковање 300 g'],
  ['A to je sve, g. Petroviću', 'А то је све, г. Петровићу'],
  ['Luj XIV i rat II', 'Луј XIV и рат II'],
  ['Cena &amp; popust', 'Цена &amp; попуст'],
  // already Cyrillic
  ['Фрижидер са замрзивачем, 5 kg', 'Фрижидер са замрзивачем, 5 kg'],
];

describe('toCyrillic', () => {
  it.each(CASES)('%s → %s', (latin, cyrillic, options) => {
    expect(toCyrillic(latin, options)).toBe(cyrillic);
  });

  it.each(CASES)('leaves its own output as it is: %s', (_latin, cyrillic, options) => {
    expect(toCyrillic(cyrillic, options)).toBe(cyrillic);
  });

  it('keeps every exception stem a word start that has a digraph', () => {
    for (const stem of DIGRAPH_EXCEPTIONS) expect(stem).toMatch(/lj|nj|dž/);
  });

  it('keeps empty and punctuation-only text as it is', () => {
    expect(toCyrillic('')).toBe('');
    expect(toCyrillic(' – 5.000,00 (!) ')).toBe(' – 5.000,00 (!) ');
  });
});

describe('htmlToCyrillic', () => {
  it('changes only the text', () => {
    expect(htmlToCyrillic('<p class="lead">Opis <a href="/prodavnica">prodavnica</a></p>')).toBe(
      '<p class="lead">Опис <a href="/prodavnica">продавница</a></p>',
    );
  });

  it('leaves attributes, comments and entities alone', () => {
    const html = '<img alt="Frižider" src="/slike/frizider.jpg"><!-- napomena --><p title="Cena">Cena&nbsp;&amp;&nbsp;dostava 5 < 6</p>';
    expect(htmlToCyrillic(html)).toBe(
      '<img alt="Frižider" src="/slike/frizider.jpg"><!-- napomena --><p title="Cena">Цена&nbsp;&amp;&nbsp;достава 5 < 6</p>',
    );
  });

  it('leaves script, style and code, and passages marked as another language or not to translate', () => {
    const html =
      '<script>const ljubav = 1;</script><style>.cena{}</style><p>Opis <code>npm run build</code> <span lang="en">free shipping</span> ' +
      '<span translate="no">Gorenje</span> <span lang="sr-Latn">ostalo</span></p>';
    expect(htmlToCyrillic(html)).toBe(
      '<script>const ljubav = 1;</script><style>.cena{}</style><p>Опис <code>npm run build</code> <span lang="en">free shipping</span> ' +
        '<span translate="no">Gorenje</span> <span lang="sr-Latn">остало</span></p>',
    );
  });

  it('keeps the caller’s names and a unit after a non-breaking space', () => {
    expect(htmlToCyrillic('<h2>Samsung Galaxy</h2><ul><li>Dužina 2&nbsp;m</li><li>Nadživeće vas</li></ul>', brands)).toBe(
      '<h2>Samsung Galaxy</h2><ul><li>Дужина 2&nbsp;m</li><li>Надживеће вас</li></ul>',
    );
  });

  it('survives unclosed and stray tags', () => {
    expect(htmlToCyrillic('<p>jedan<p>dva</span></p><br>tri')).toBe('<p>један<p>два</span></p><br>три');
    expect(htmlToCyrillic('<p>kraj <a href="/prodavnica')).toBe('<p>крај <a href="/prodavnica');
  });

  it('reads attributes with ">" in quotes, any quoting and case, and nested passages', () => {
    const html =
      '<!DOCTYPE html><P TITLE="a > b">Cena</P><div lang=en>Sale <div>now</div> only</div>' +
      "<span lang='sr-Cyrl'>još</span><script>if (a<b) x = '</div>';</script>posle";
    expect(htmlToCyrillic(html)).toBe(
      '<!DOCTYPE html><P TITLE="a > b">Цена</P><div lang=en>Sale <div>now</div> only</div>' +
        "<span lang='sr-Cyrl'>још</span><script>if (a<b) x = '</div>';</script>после",
    );
  });
});

describe('latinSerbianWordsLeft / isLatinSerbianLeft', () => {
  it('finds nothing in clean Cyrillic with the allowed kinds of Latin', () => {
    const text = 'Samsung Galaxy A55 за 5.000 RSD, пишите на info@izlog.rs или www.izlog.rs (USB-C, 2 m, 8 GB, Wi-Fi, {count})';
    expect(latinSerbianWordsLeft(text, brands)).toEqual([]);
    expect(isLatinSerbianLeft(text, brands)).toBe(false);
  });

  it('names the Latin Serbian words left, each once', () => {
    expect(latinSerbianWordsLeft('Фрижидер sa замрзивачем и popustom, sa ПДВ-ом')).toEqual(['sa', 'popustom']);
    expect(latinSerbianWordsLeft('Цене са PDV-om')).toEqual(['PDV-om']);
    expect(isLatinSerbianLeft('Цене са PDV-om')).toBe(true);
  });

  it('counts a brand as left unless the caller keeps it', () => {
    expect(latinSerbianWordsLeft('Samsung телефон')).toEqual(['Samsung']);
    expect(latinSerbianWordsLeft('Samsung телефон', brands)).toEqual([]);
  });

  it.each(CASES)('finds nothing left in the converted %s', (latin, _cyrillic, options) => {
    expect(latinSerbianWordsLeft(toCyrillic(latin, options), options)).toEqual([]);
  });
});
