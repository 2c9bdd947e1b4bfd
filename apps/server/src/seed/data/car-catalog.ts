import type { BodyType, CarDetailModel, CarMaker, CarModel, FreightClass, Names } from './types.ts';

type Lang = keyof Names;
const LANGS: Lang[] = ['ko', 'en', 'fr', 'ar', 'ru', 'es'];

/** Descriptive words used in trim names; `{key}` in a trim template. Fuel keys match the FUELS codes. */
const WORDS: Record<string, Names> = {
  gasoline: { ko: '가솔린', en: 'Gasoline', fr: 'Essence', ar: 'بنزين', ru: 'Бензин', es: 'Gasolina' },
  diesel: { ko: '디젤', en: 'Diesel', fr: 'Diesel', ar: 'ديزل', ru: 'Дизель', es: 'Diésel' },
  lpg: { ko: 'LPG', en: 'LPG', fr: 'GPL', ar: 'غاز LPG', ru: 'Газ (LPG)', es: 'GLP' },
  hybrid: { ko: '하이브리드', en: 'Hybrid', fr: 'Hybride', ar: 'هايبرد', ru: 'Гибрид', es: 'Híbrido' },
  phev: {
    ko: '플러그인 하이브리드',
    en: 'Plug-in Hybrid',
    fr: 'Hybride rechargeable',
    ar: 'هايبرد قابل للشحن',
    ru: 'Подключаемый гибрид',
    es: 'Híbrido enchufable',
  },
  electric: { ko: '전기', en: 'Electric', fr: 'Électrique', ar: 'كهربائي', ru: 'Электро', es: 'Eléctrico' },
  hydrogen: {
    ko: '수소전기',
    en: 'Hydrogen Fuel Cell',
    fr: 'Hydrogène',
    ar: 'هيدروجين',
    ru: 'Водородный',
    es: 'Hidrógeno',
  },
  turbo: { ko: '터보', en: 'Turbo', fr: 'Turbo', ar: 'تيربو', ru: 'Турбо', es: 'Turbo' },
  premium: { ko: '프리미엄', en: 'Premium', fr: 'Premium', ar: 'بريميوم', ru: 'Премиум', es: 'Premium' },
  exclusive: {
    ko: '익스클루시브',
    en: 'Exclusive',
    fr: 'Exclusive',
    ar: 'إكسكلوسيف',
    ru: 'Эксклюзив',
    es: 'Exclusive',
  },
  inspiration: {
    ko: '인스퍼레이션',
    en: 'Inspiration',
    fr: 'Inspiration',
    ar: 'إنسبيريشن',
    ru: 'Инспирейшн',
    es: 'Inspiration',
  },
  noblesse: { ko: '노블레스', en: 'Noblesse', fr: 'Noblesse', ar: 'نوبليس', ru: 'Ноблесс', es: 'Noblesse' },
  signature: { ko: '시그니처', en: 'Signature', fr: 'Signature', ar: 'سيغنتشر', ru: 'Сигнатур', es: 'Signature' },
  prestige: { ko: '프레스티지', en: 'Prestige', fr: 'Prestige', ar: 'بريستيج', ru: 'Престиж', es: 'Prestige' },
  luxury: { ko: '럭셔리', en: 'Luxury', fr: 'Luxe', ar: 'فاخرة', ru: 'Люкс', es: 'Lujo' },
  modern: { ko: '모던', en: 'Modern', fr: 'Modern', ar: 'مودرن', ru: 'Модерн', es: 'Modern' },
  smart: { ko: '스마트', en: 'Smart', fr: 'Smart', ar: 'سمارت', ru: 'Смарт', es: 'Smart' },
  calligraphy: {
    ko: '캘리그래피',
    en: 'Calligraphy',
    fr: 'Calligraphy',
    ar: 'كاليغرافي',
    ru: 'Каллиграфи',
    es: 'Calligraphy',
  },
  deluxe: { ko: '디럭스', en: 'Deluxe', fr: 'Deluxe', ar: 'ديلوكس', ru: 'Делюкс', es: 'De lujo' },
  trendy: { ko: '트렌디', en: 'Trendy', fr: 'Trendy', ar: 'ترندي', ru: 'Тренди', es: 'Trendy' },
  sport: { ko: '스포츠', en: 'Sport', fr: 'Sport', ar: 'سبورت', ru: 'Спорт', es: 'Sport' },
  limited: { ko: '리미티드', en: 'Limited', fr: 'Limited', ar: 'ليمتد', ru: 'Лимитед', es: 'Limited' },
  platinum: { ko: '플래티넘', en: 'Platinum', fr: 'Platinum', ar: 'بلاتينيوم', ru: 'Платинум', es: 'Platinum' },
  performance: {
    ko: '퍼포먼스',
    en: 'Performance',
    fr: 'Performance',
    ar: 'بيرفورمانس',
    ru: 'Перформанс',
    es: 'Performance',
  },
  supreme: { ko: '수프림', en: 'Supreme', fr: 'Supreme', ar: 'سوبريم', ru: 'Суприм', es: 'Supreme' },
  momentum: { ko: '모멘텀', en: 'Momentum', fr: 'Momentum', ar: 'مومنتم', ru: 'Моментум', es: 'Momentum' },
  inscription: {
    ko: '인스크립션',
    en: 'Inscription',
    fr: 'Inscription',
    ar: 'إنسكريبشن',
    ru: 'Инскрипшн',
    es: 'Inscription',
  },
  coupe: { ko: '쿠페', en: 'Coupe', fr: 'Coupé', ar: 'كوبيه', ru: 'Купе', es: 'Cupé' },
  avantgarde: {
    ko: '아방가르드',
    en: 'Avantgarde',
    fr: 'Avantgarde',
    ar: 'أفانتغارد',
    ru: 'Авангард',
    es: 'Avantgarde',
  },
  standardCab: {
    ko: '일반캡',
    en: 'Standard Cab',
    fr: 'cabine simple',
    ar: 'كابينة عادية',
    ru: 'одинарная кабина',
    es: 'cabina simple',
  },
  superCab: {
    ko: '슈퍼캡',
    en: 'Super Cab',
    fr: 'cabine allongée',
    ar: 'كابينة ممتدة',
    ru: 'полуторная кабина',
    es: 'cabina extendida',
  },
  kingCab: {
    ko: '킹캡',
    en: 'King Cab',
    fr: 'cabine allongée',
    ar: 'كابينة ممتدة',
    ru: 'полуторная кабина',
    es: 'cabina extendida',
  },
  doubleCab: {
    ko: '더블캡',
    en: 'Double Cab',
    fr: 'double cabine',
    ar: 'كابينة مزدوجة',
    ru: 'двойная кабина',
    es: 'doble cabina',
  },
  longBody: {
    ko: '장축',
    en: 'Long Body',
    fr: 'châssis long',
    ar: 'شاسيه طويل',
    ru: 'длинная база',
    es: 'chasis largo',
  },
  van: { ko: '밴', en: 'Van', fr: 'fourgon', ar: 'فان', ru: 'фургон', es: 'furgón' },
  lounge: { ko: '라운지', en: 'Lounge', fr: 'Lounge', ar: 'لاونج', ru: 'Лаунж', es: 'Lounge' },
  longRange: {
    ko: '롱레인지',
    en: 'Long Range',
    fr: 'grande autonomie',
    ar: 'مدى طويل',
    ru: 'увеличенный запас хода',
    es: 'gran autonomía',
  },
  standardRange: {
    ko: '스탠다드',
    en: 'Standard Range',
    fr: 'autonomie standard',
    ar: 'مدى قياسي',
    ru: 'стандартный запас хода',
    es: 'autonomía estándar',
  },
  lwb: {
    ko: '롱휠베이스',
    en: 'Long Wheelbase',
    fr: 'empattement long',
    ar: 'قاعدة عجلات طويلة',
    ru: 'удлинённая база',
    es: 'batalla larga',
  },
};

function ruPlural(n: number, one: string, few: string, many: string): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return one;
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few;
  return many;
}

function seatsWord(n: number): Names {
  return {
    ko: `${n}인승`,
    en: `${n}-seat`,
    fr: `${n} places`,
    ar: n <= 10 ? `${n} مقاعد` : `${n} مقعدًا`,
    ru: `${n} ${ruPlural(n, 'место', 'места', 'мест')}`,
    es: `${n} plazas`,
  };
}

function tonWord(t: number): Names {
  const comma = String(t).replace('.', ',');
  return {
    ko: `${t}톤`,
    en: `${t} ton`,
    fr: `${comma} ${t < 2 ? 'tonne' : 'tonnes'}`,
    ar: `${t} طن`,
    ru: `${comma} т`,
    es: `${comma} ${t === 1 ? 'tonelada' : 'toneladas'}`,
  };
}

/** Fills a trim template: `{word}` from WORDS, `{seats:9}`, `{ton:1.2}`; other text reads the same in every language. */
function phrase(template: string): Names {
  const word = (key: string, arg: string | undefined): Names => {
    if (key === 'seats') return seatsWord(Number(arg));
    if (key === 'ton') return tonWord(Number(arg));
    const found = WORDS[key];
    if (!found) throw new Error(`Unknown trim word {${key}} in "${template}"`);
    return found;
  };
  const names = {} as Names;
  for (const lang of LANGS) {
    names[lang] = template.replace(/\{(\w+)(?::([\d.]+))?\}/g, (_, key: string, arg?: string) => word(key, arg)[lang]);
  }
  return names;
}

/** A model name: Hangul in Korean, the Latin form elsewhere (as Russian and Arabic export sites list them). */
function modelName(ko: string, latin: string): Names {
  return { ko, en: latin, fr: latin, ar: latin, ru: latin, es: latin };
}

interface Shape {
  body: BodyType;
  l: number;
  w: number;
  h: number;
  seats?: number;
  doors?: number;
  cfvt?: FreightClass;
}

type Overrides = Partial<Omit<CarDetailModel, 'names' | 'fromYear' | 'toYear' | 'cc' | 'weightKg' | 'fuel'>>;

interface Trim {
  template: string;
  fuel: string;
  cc: number;
  kg: number;
  from: number;
  to: number | null;
  extra: Overrides | undefined;
}

/** One trim: name template, FUELS code, displacement (0 for electric), curb weight, years (to null = on sale). */
function t(
  template: string,
  fuel: string,
  cc: number,
  kg: number,
  from: number,
  to: number | null,
  extra?: Overrides,
): Trim {
  return { template, fuel, cc, kg, from, to, extra };
}

const DEFAULT_SEATS: Record<BodyType, number> = {
  sedan: 5,
  hatchback: 5,
  suv: 5,
  coupe: 4,
  convertible: 4,
  wagon: 5,
  van: 3,
  minivan: 9,
  pickup: 5,
  light_truck: 3,
};

const DEFAULT_DOORS: Record<BodyType, number> = {
  sedan: 4,
  hatchback: 5,
  suv: 5,
  coupe: 2,
  convertible: 2,
  wagon: 5,
  van: 5,
  minivan: 5,
  pickup: 4,
  light_truck: 2,
};

/** RoRo freight class from body and size, per the FreightClass comment. */
function freightClass(body: BodyType, lengthMm: number): FreightClass {
  if (body === 'light_truck') return 5;
  if (body === 'van' || body === 'minivan' || body === 'pickup') return 4;
  if (lengthMm < 3700) return 1;
  if (body === 'suv') return lengthMm < 4300 ? 2 : lengthMm < 4900 ? 3 : 4;
  return lengthMm < 4700 ? 2 : 3;
}

function model(ko: string, latin: string, shape: Shape, trims: Trim[]): CarModel {
  const names = modelName(ko, latin);
  return {
    names,
    detailModels: trims.map((trim) => {
      const suffix = phrase(trim.template);
      const body = trim.extra?.body ?? shape.body;
      const lengthMm = trim.extra?.lengthMm ?? shape.l;
      return {
        names: {
          ko: `${names.ko} ${suffix.ko}`,
          en: `${names.en} ${suffix.en}`,
          fr: `${names.fr} ${suffix.fr}`,
          ar: `${names.ar} ${suffix.ar}`,
          ru: `${names.ru} ${suffix.ru}`,
          es: `${names.es} ${suffix.es}`,
        },
        fromYear: trim.from,
        toYear: trim.to,
        body,
        lengthMm,
        widthMm: shape.w,
        heightMm: shape.h,
        weightKg: trim.kg,
        cc: trim.cc,
        fuel: trim.fuel,
        seats: shape.seats ?? DEFAULT_SEATS[body],
        doors: shape.doors ?? DEFAULT_DOORS[body],
        cfvtNo: shape.cfvt ?? freightClass(body, lengthMm),
        ...trim.extra,
      };
    }),
  };
}

export const CAR_MAKERS: CarMaker[] = [
  {
    code: 'hyundai',
    names: { ko: '현대', en: 'Hyundai', fr: 'Hyundai', ar: 'هيونداي', ru: 'Хендай', es: 'Hyundai' },
    origin: 'domestic',
    models: [
      model('아반떼 (HD)', 'Avante (HD)', { body: 'sedan', l: 4505, w: 1775, h: 1490 }, [
        t('1.6 {gasoline} {deluxe}', 'gasoline', 1591, 1215, 2008, 2010),
        t('1.6 LPi {hybrid}', 'hybrid', 1591, 1320, 2009, 2010),
      ]),
      model('아반떼 (MD)', 'Avante (MD)', { body: 'sedan', l: 4530, w: 1775, h: 1435 }, [
        t('1.6 GDi {gasoline} {premium}', 'gasoline', 1591, 1240, 2010, 2015),
        t('1.6 VGT {diesel}', 'diesel', 1582, 1330, 2013, 2015),
      ]),
      model('아반떼 (AD)', 'Avante (AD)', { body: 'sedan', l: 4570, w: 1800, h: 1440 }, [
        t('1.6 GDi {gasoline} {smart}', 'gasoline', 1591, 1255, 2015, 2020),
        t('1.6 e-VGT {diesel}', 'diesel', 1582, 1355, 2015, 2018),
        t('1.6 T-GDi {sport}', 'gasoline', 1591, 1360, 2016, 2020),
      ]),
      model('아반떼 (CN7)', 'Avante (CN7)', { body: 'sedan', l: 4650, w: 1825, h: 1420 }, [
        t('1.6 {gasoline} {modern}', 'gasoline', 1598, 1225, 2020, null),
        t('1.6 LPi {lpg}', 'lpg', 1598, 1300, 2020, null),
        t('1.6 {hybrid} {inspiration}', 'hybrid', 1580, 1345, 2021, null),
        t('N 2.0 T-GDi {gasoline}', 'gasoline', 1998, 1450, 2021, null, { lengthMm: 4675 }),
      ]),
      model('엑센트 (RB)', 'Accent (RB)', { body: 'sedan', l: 4370, w: 1700, h: 1457 }, [
        t('1.4 {gasoline}', 'gasoline', 1396, 1085, 2010, 2019),
        t('1.6 VGT {diesel}', 'diesel', 1582, 1190, 2011, 2019),
      ]),
      model('쏘나타 (YF)', 'Sonata (YF)', { body: 'sedan', l: 4820, w: 1835, h: 1470 }, [
        t('2.0 {gasoline} {premium}', 'gasoline', 1998, 1460, 2009, 2014),
        t('2.0 LPi {lpg}', 'lpg', 1998, 1470, 2009, 2014),
        t('2.4 GDi {gasoline}', 'gasoline', 2359, 1500, 2010, 2014),
        t('2.0 {hybrid}', 'hybrid', 1999, 1565, 2011, 2014),
      ]),
      model('쏘나타 (LF)', 'Sonata (LF)', { body: 'sedan', l: 4855, w: 1865, h: 1475 }, [
        t('2.0 CVVL {gasoline} {smart}', 'gasoline', 1999, 1460, 2014, 2019),
        t('2.0 LPi {lpg}', 'lpg', 1999, 1475, 2014, 2019),
        t('1.7 VGT {diesel}', 'diesel', 1685, 1560, 2015, 2019),
        t('2.0 {hybrid}', 'hybrid', 1999, 1565, 2015, 2019),
      ]),
      model('쏘나타 (DN8)', 'Sonata (DN8)', { body: 'sedan', l: 4900, w: 1860, h: 1445 }, [
        t('2.0 {gasoline} {premium}', 'gasoline', 1999, 1430, 2019, null),
        t('2.0 LPi {lpg}', 'lpg', 1999, 1460, 2019, null),
        t('2.0 {hybrid} {inspiration}', 'hybrid', 1999, 1490, 2019, null),
        t('1.6 T-GDi {gasoline}', 'gasoline', 1598, 1465, 2020, null),
      ]),
      model('그랜저 (HG)', 'Grandeur (HG)', { body: 'sedan', l: 4910, w: 1860, h: 1470 }, [
        t('2.4 GDi {gasoline} {modern}', 'gasoline', 2359, 1560, 2011, 2016),
        t('3.0 GDi {gasoline} {noblesse}', 'gasoline', 2999, 1625, 2011, 2016),
        t('3.0 LPi {lpg}', 'lpg', 2999, 1580, 2011, 2016),
        t('2.4 {hybrid}', 'hybrid', 2359, 1650, 2013, 2016),
      ]),
      model('그랜저 (IG)', 'Grandeur (IG)', { body: 'sedan', l: 4930, w: 1865, h: 1470 }, [
        t('2.4 GDi {gasoline} {premium}', 'gasoline', 2359, 1575, 2016, 2019),
        t('2.5 GDi {gasoline} {premium}', 'gasoline', 2497, 1610, 2019, 2022, { lengthMm: 4990, widthMm: 1875 }),
        t('3.0 LPi {lpg}', 'lpg', 2999, 1600, 2016, 2022),
        t('2.4 {hybrid} {exclusive}', 'hybrid', 2359, 1650, 2017, 2022),
      ]),
      model('그랜저 (GN7)', 'Grandeur (GN7)', { body: 'sedan', l: 5035, w: 1880, h: 1460 }, [
        t('2.5 GDi {gasoline} {premium}', 'gasoline', 2497, 1640, 2022, null),
        t('3.5 GDi {gasoline} AWD {calligraphy}', 'gasoline', 3470, 1760, 2022, null),
        t('1.6 T-GDi {hybrid}', 'hybrid', 1598, 1695, 2022, null),
        t('3.5 LPi {lpg}', 'lpg', 3470, 1670, 2022, null),
      ]),
      model('제네시스 (BH)', 'Genesis (BH)', { body: 'sedan', l: 4975, w: 1890, h: 1480 }, [
        t('3.3 {gasoline} {premium}', 'gasoline', 3342, 1720, 2008, 2013),
        t('3.8 {gasoline} {prestige}', 'gasoline', 3778, 1775, 2008, 2013),
      ]),
      model('제네시스 (DH)', 'Genesis (DH)', { body: 'sedan', l: 4990, w: 1890, h: 1480 }, [
        t('3.3 GDi {gasoline} {modern}', 'gasoline', 3342, 1890, 2013, 2016),
        t('3.8 GDi HTRAC {prestige}', 'gasoline', 3778, 2030, 2013, 2016),
      ]),
      model('에쿠스 (VI)', 'Equus (VI)', { body: 'sedan', l: 5160, w: 1900, h: 1495 }, [
        t('3.8 {gasoline} {luxury}', 'gasoline', 3778, 1950, 2009, 2016),
        t('5.0 {gasoline} {prestige}', 'gasoline', 5038, 2050, 2011, 2016),
      ]),
      model('캐스퍼 (AX1)', 'Casper (AX1)', { body: 'suv', l: 3595, w: 1595, h: 1575 }, [
        t('1.0 {gasoline} {smart}', 'gasoline', 998, 980, 2021, null),
        t('1.0 {turbo} {inspiration}', 'gasoline', 998, 1010, 2021, null),
        t('{electric} {inspiration}', 'electric', 0, 1325, 2024, null, { lengthMm: 3825, widthMm: 1610 }),
      ]),
      model('베뉴 (QX)', 'Venue (QX)', { body: 'suv', l: 4040, w: 1770, h: 1565 }, [
        t('1.6 {gasoline} {modern}', 'gasoline', 1598, 1160, 2019, null),
      ]),
      model('코나 (OS)', 'Kona (OS)', { body: 'suv', l: 4165, w: 1800, h: 1550 }, [
        t('1.6 T-GDi 4WD {premium}', 'gasoline', 1591, 1440, 2017, 2023),
        t('1.6 e-VGT {diesel}', 'diesel', 1598, 1415, 2018, 2020),
        t('{electric} {longRange}', 'electric', 0, 1685, 2018, 2023, { lengthMm: 4180 }),
        t('1.6 {hybrid}', 'hybrid', 1580, 1405, 2019, 2023),
      ]),
      model('코나 (SX2)', 'Kona (SX2)', { body: 'suv', l: 4350, w: 1825, h: 1585 }, [
        t('2.0 {gasoline} {modern}', 'gasoline', 1999, 1375, 2023, null),
        t('1.6 T-GDi {inspiration}', 'gasoline', 1598, 1430, 2023, null),
        t('1.6 {hybrid}', 'hybrid', 1580, 1450, 2023, null),
        t('{electric} {longRange}', 'electric', 0, 1740, 2023, null, { lengthMm: 4355 }),
      ]),
      model('투싼ix (LM)', 'Tucson ix (LM)', { body: 'suv', l: 4410, w: 1820, h: 1655 }, [
        t('2.0 R {diesel} 2WD', 'diesel', 1995, 1580, 2009, 2015),
        t('2.0 R {diesel} 4WD {premium}', 'diesel', 1995, 1665, 2009, 2015),
        t('2.0 {gasoline}', 'gasoline', 1998, 1480, 2009, 2013),
      ]),
      model('투싼 (TL)', 'Tucson (TL)', { body: 'suv', l: 4475, w: 1850, h: 1645 }, [
        t('2.0 {diesel} 2WD {modern}', 'diesel', 1995, 1575, 2015, 2020),
        t('2.0 {diesel} 4WD {premium}', 'diesel', 1995, 1670, 2015, 2020),
        t('1.7 {diesel}', 'diesel', 1685, 1530, 2015, 2020),
        t('1.6 T-GDi {gasoline}', 'gasoline', 1591, 1500, 2015, 2020),
      ]),
      model('투싼 (NX4)', 'Tucson (NX4)', { body: 'suv', l: 4630, w: 1865, h: 1665 }, [
        t('1.6 T-GDi {gasoline} {modern}', 'gasoline', 1598, 1580, 2020, null),
        t('2.0 {diesel} {inspiration}', 'diesel', 1998, 1665, 2020, 2023),
        t('1.6 T-GDi {hybrid} 4WD', 'hybrid', 1598, 1730, 2021, null),
      ]),
      model('싼타페 (CM)', 'Santa Fe (CM)', { body: 'suv', l: 4675, w: 1890, h: 1795, seats: 7 }, [
        t('2.2 VGT {diesel} 4WD', 'diesel', 2188, 1890, 2008, 2009),
        t('2.0 R {diesel} 2WD', 'diesel', 1995, 1810, 2009, 2012),
        t('2.2 R {diesel} 4WD {luxury}', 'diesel', 2199, 1935, 2009, 2012),
      ]),
      model('싼타페 (DM)', 'Santa Fe (DM)', { body: 'suv', l: 4690, w: 1880, h: 1680 }, [
        t('2.0 R {diesel} 2WD', 'diesel', 1995, 1785, 2012, 2018),
        t('2.2 R {diesel} 4WD {premium}', 'diesel', 2199, 1915, 2012, 2018),
      ]),
      model('맥스크루즈 (NC)', 'Maxcruz (NC)', { body: 'suv', l: 4915, w: 1885, h: 1700, seats: 7 }, [
        t('2.2 R {diesel} 4WD {premium}', 'diesel', 2199, 2010, 2013, 2019),
      ]),
      model('싼타페 (TM)', 'Santa Fe (TM)', { body: 'suv', l: 4770, w: 1890, h: 1680, seats: 7 }, [
        t('2.0 {diesel} 2WD {modern}', 'diesel', 1995, 1775, 2018, 2020),
        t('2.2 {diesel} 4WD {prestige}', 'diesel', 2199, 1905, 2018, 2023),
        t('2.0 {turbo} {gasoline}', 'gasoline', 1998, 1735, 2018, 2020),
        t('1.6 T-GDi {hybrid} 4WD', 'hybrid', 1598, 1810, 2021, 2023, { lengthMm: 4785 }),
      ]),
      model('싼타페 (MX5)', 'Santa Fe (MX5)', { body: 'suv', l: 4830, w: 1900, h: 1720, seats: 7 }, [
        t('2.5 T-GDi {gasoline} AWD {calligraphy}', 'gasoline', 2497, 1870, 2023, null),
        t('1.6 T-GDi {hybrid} {exclusive}', 'hybrid', 1598, 1880, 2023, null),
      ]),
      model('팰리세이드 (LX2)', 'Palisade (LX2)', { body: 'suv', l: 4980, w: 1975, h: 1750, seats: 8 }, [
        t('2.2 {diesel} AWD {prestige}', 'diesel', 2199, 2070, 2018, 2025),
        t('3.8 {gasoline} 2WD {exclusive}', 'gasoline', 3778, 1925, 2018, 2025),
        t('2.2 {diesel} AWD {calligraphy}', 'diesel', 2199, 2110, 2022, 2025, { seats: 7, lengthMm: 4995 }),
      ]),
      model('그랜드 스타렉스 (TQ)', 'Grand Starex (TQ)', { body: 'minivan', l: 5150, w: 1920, h: 1925, seats: 12 }, [
        t('2.5 VGT {diesel} {seats:12}', 'diesel', 2497, 2190, 2008, 2021),
        t('2.4 LPi {lpg} {seats:12}', 'lpg', 2359, 2060, 2017, 2021),
        t('2.5 VGT {diesel} {van} {seats:3}', 'diesel', 2497, 2070, 2008, 2021, { body: 'van', seats: 3 }),
      ]),
      model('스타리아 (US4)', 'Staria (US4)', { body: 'minivan', l: 5255, w: 1997, h: 1990, seats: 11 }, [
        t('2.2 {diesel} {seats:11} {modern}', 'diesel', 2199, 2180, 2021, null),
        t('3.5 LPi {lpg} {seats:11}', 'lpg', 3470, 2090, 2021, null),
        t('{lounge} 2.2 {diesel} {seats:7}', 'diesel', 2199, 2305, 2021, null, { seats: 7 }),
        t('2.2 {diesel} {van} {seats:3}', 'diesel', 2199, 2010, 2021, null, { body: 'van', seats: 3 }),
      ]),
      model('포터2 (HR)', 'Porter II (HR)', { body: 'light_truck', l: 5175, w: 1740, h: 1970 }, [
        t('2.5 CRDi {diesel} {superCab} {longBody}', 'diesel', 2497, 1790, 2008, 2023),
        t('2.5 CRDi {diesel} {doubleCab}', 'diesel', 2497, 1920, 2008, 2023, { lengthMm: 5115, seats: 6, doors: 4 }),
        t('{electric} {superCab}', 'electric', 0, 1880, 2019, null, { lengthMm: 5115 }),
        t('2.5 LPi {turbo} {superCab}', 'lpg', 2497, 1875, 2024, null),
      ]),
      model('아이오닉 5 (NE)', 'Ioniq 5 (NE)', { body: 'suv', l: 4635, w: 1890, h: 1605 }, [
        t('{electric} {standardRange} 2WD', 'electric', 0, 1835, 2021, null),
        t('{electric} {longRange} 2WD', 'electric', 0, 1985, 2021, null),
        t('{electric} {longRange} AWD', 'electric', 0, 2090, 2021, null),
      ]),
      model('넥쏘 (FE)', 'Nexo (FE)', { body: 'suv', l: 4670, w: 1860, h: 1630 }, [
        t('{hydrogen} {premium}', 'hydrogen', 0, 1870, 2018, null),
      ]),
    ],
  },
  {
    code: 'kia',
    names: { ko: '기아', en: 'Kia', fr: 'Kia', ar: 'كيا', ru: 'Киа', es: 'Kia' },
    origin: 'domestic',
    models: [
      model('모닝 (SA)', 'Morning (SA)', { body: 'hatchback', l: 3535, w: 1595, h: 1480 }, [
        t('1.0 {gasoline} {luxury}', 'gasoline', 999, 880, 2008, 2011),
        t('1.0 LPi {lpg}', 'lpg', 999, 900, 2008, 2011),
      ]),
      model('모닝 (TA)', 'Morning (TA)', { body: 'hatchback', l: 3595, w: 1595, h: 1485 }, [
        t('1.0 {gasoline} {luxury}', 'gasoline', 998, 895, 2011, 2017),
        t('1.0 LPi {lpg}', 'lpg', 998, 910, 2012, 2017),
      ]),
      model('모닝 (JA)', 'Morning (JA)', { body: 'hatchback', l: 3595, w: 1595, h: 1485 }, [
        t('1.0 {gasoline} {prestige}', 'gasoline', 998, 910, 2017, null),
        t('1.0 {gasoline} {trendy}', 'gasoline', 998, 900, 2017, null),
      ]),
      model('레이 (TAM)', 'Ray (TAM)', { body: 'hatchback', l: 3595, w: 1595, h: 1700 }, [
        t('1.0 {gasoline} {prestige}', 'gasoline', 998, 1030, 2011, null),
        t('1.0 {gasoline} {van}', 'gasoline', 998, 1000, 2018, null, { body: 'van', seats: 2 }),
        t('{electric}', 'electric', 0, 1265, 2023, null),
      ]),
      model('프라이드 (UB)', 'Pride (UB)', { body: 'sedan', l: 4365, w: 1720, h: 1455 }, [
        t('1.4 {gasoline}', 'gasoline', 1396, 1080, 2011, 2017),
        t('1.6 GDi {gasoline}', 'gasoline', 1591, 1125, 2011, 2017),
      ]),
      model('K3 (YD)', 'K3 (YD)', { body: 'sedan', l: 4560, w: 1780, h: 1435 }, [
        t('1.6 GDi {gasoline} {prestige}', 'gasoline', 1591, 1225, 2012, 2018),
        t('1.6 VGT {diesel}', 'diesel', 1582, 1320, 2014, 2018),
      ]),
      model('K3 (BD)', 'K3 (BD)', { body: 'sedan', l: 4640, w: 1800, h: 1440 }, [
        t('1.6 {gasoline} {prestige}', 'gasoline', 1598, 1250, 2018, 2024),
        t('1.6 {gasoline} {noblesse}', 'gasoline', 1598, 1275, 2018, 2024),
      ]),
      model('K5 (TF)', 'K5 (TF)', { body: 'sedan', l: 4845, w: 1835, h: 1455 }, [
        t('2.0 {gasoline} {prestige}', 'gasoline', 1998, 1450, 2010, 2015),
        t('2.0 LPi {lpg}', 'lpg', 1998, 1470, 2010, 2015),
        t('2.0 {hybrid}', 'hybrid', 1999, 1575, 2011, 2015),
      ]),
      model('K5 (JF)', 'K5 (JF)', { body: 'sedan', l: 4855, w: 1860, h: 1465 }, [
        t('2.0 {gasoline} {prestige}', 'gasoline', 1999, 1455, 2015, 2019),
        t('2.0 LPi {lpg}', 'lpg', 1999, 1480, 2015, 2019),
        t('1.7 {diesel}', 'diesel', 1685, 1555, 2015, 2019),
        t('1.6 T-GDi {gasoline}', 'gasoline', 1591, 1480, 2015, 2019),
      ]),
      model('K5 (DL3)', 'K5 (DL3)', { body: 'sedan', l: 4905, w: 1860, h: 1445 }, [
        t('2.0 {gasoline} {noblesse}', 'gasoline', 1999, 1430, 2019, null),
        t('2.0 LPi {lpg}', 'lpg', 1999, 1460, 2019, null),
        t('1.6 T-GDi {gasoline} {signature}', 'gasoline', 1598, 1455, 2019, null),
        t('2.0 {hybrid}', 'hybrid', 1999, 1495, 2019, null),
      ]),
      model('K7 (VG)', 'K7 (VG)', { body: 'sedan', l: 4965, w: 1850, h: 1475 }, [
        t('2.4 {gasoline} {prestige}', 'gasoline', 2359, 1570, 2009, 2016),
        t('3.0 GDi {gasoline} {noblesse}', 'gasoline', 2999, 1650, 2011, 2016),
        t('2.7 LPi {lpg}', 'lpg', 2656, 1590, 2009, 2016),
        t('2.4 {hybrid}', 'hybrid', 2359, 1665, 2013, 2016),
      ]),
      model('K7 (YG)', 'K7 (YG)', { body: 'sedan', l: 4970, w: 1870, h: 1470 }, [
        t('2.4 GDi {gasoline} {noblesse}', 'gasoline', 2359, 1595, 2016, 2021),
        t('3.0 LPi {lpg}', 'lpg', 2999, 1610, 2016, 2021),
        t('2.4 {hybrid}', 'hybrid', 2359, 1665, 2017, 2021),
        t('2.2 {diesel}', 'diesel', 2199, 1720, 2016, 2019),
      ]),
      model('K8 (GL3)', 'K8 (GL3)', { body: 'sedan', l: 5015, w: 1875, h: 1455 }, [
        t('2.5 GDi {gasoline} {noblesse}', 'gasoline', 2497, 1600, 2021, null),
        t('3.5 LPi {lpg}', 'lpg', 3470, 1645, 2021, null),
        t('1.6 T-GDi {hybrid} {signature}', 'hybrid', 1598, 1640, 2021, null),
        t('3.5 GDi {gasoline} AWD', 'gasoline', 3470, 1775, 2021, null),
      ]),
      model('스팅어 (CK)', 'Stinger (CK)', { body: 'sedan', l: 4830, w: 1870, h: 1400 }, [
        t('2.0 T-GDi {gasoline} {platinum}', 'gasoline', 1998, 1640, 2017, 2023),
        t('3.3 T-GDi AWD GT', 'gasoline', 3342, 1855, 2017, 2023),
        t('2.2 {diesel}', 'diesel', 2199, 1790, 2017, 2020),
      ]),
      model('스포티지 (SL)', 'Sportage (SL)', { body: 'suv', l: 4440, w: 1855, h: 1635 }, [
        t('2.0 R {diesel} 2WD {prestige}', 'diesel', 1995, 1580, 2010, 2015),
        t('2.0 R {diesel} 4WD {noblesse}', 'diesel', 1995, 1680, 2010, 2015),
      ]),
      model('스포티지 (QL)', 'Sportage (QL)', { body: 'suv', l: 4480, w: 1855, h: 1635 }, [
        t('2.0 {diesel} 2WD {prestige}', 'diesel', 1995, 1575, 2015, 2021),
        t('2.0 {diesel} 4WD {noblesse}', 'diesel', 1995, 1665, 2015, 2021),
        t('1.7 {diesel}', 'diesel', 1685, 1525, 2015, 2018),
        t('1.6 T-GDi {gasoline}', 'gasoline', 1591, 1490, 2016, 2021),
      ]),
      model('스포티지 (NQ5)', 'Sportage (NQ5)', { body: 'suv', l: 4660, w: 1865, h: 1665 }, [
        t('1.6 T-GDi {gasoline} {prestige}', 'gasoline', 1598, 1540, 2021, null),
        t('2.0 {diesel} {noblesse}', 'diesel', 1998, 1650, 2021, 2024),
        t('1.6 T-GDi {hybrid} {signature}', 'hybrid', 1598, 1600, 2022, null),
        t('2.0 LPi {lpg}', 'lpg', 1999, 1575, 2022, null),
      ]),
      model('셀토스 (SP2)', 'Seltos (SP2)', { body: 'suv', l: 4375, w: 1800, h: 1615 }, [
        t('1.6 T-GDi {gasoline} {prestige}', 'gasoline', 1598, 1385, 2019, null),
        t('1.6 {diesel} {noblesse}', 'diesel', 1598, 1445, 2019, 2022),
      ]),
      model('니로 (DE)', 'Niro (DE)', { body: 'suv', l: 4355, w: 1805, h: 1545 }, [
        t('1.6 {hybrid} {noblesse}', 'hybrid', 1580, 1425, 2016, 2022),
        t('{electric} {longRange}', 'electric', 0, 1755, 2018, 2022, { lengthMm: 4375 }),
      ]),
      model('쏘렌토 (XM)', 'Sorento (XM)', { body: 'suv', l: 4685, w: 1885, h: 1710, seats: 7 }, [
        t('2.0 R {diesel} 2WD', 'diesel', 1995, 1790, 2009, 2014),
        t('2.2 R {diesel} 4WD {limited}', 'diesel', 2199, 1900, 2009, 2014),
      ]),
      model('쏘렌토 (UM)', 'Sorento (UM)', { body: 'suv', l: 4780, w: 1890, h: 1685, seats: 7 }, [
        t('2.0 {diesel} 2WD {prestige}', 'diesel', 1995, 1805, 2014, 2020),
        t('2.2 {diesel} 4WD {noblesse}', 'diesel', 2199, 1925, 2014, 2020),
      ]),
      model('쏘렌토 (MQ4)', 'Sorento (MQ4)', { body: 'suv', l: 4810, w: 1900, h: 1700, seats: 7 }, [
        t('2.2 {diesel} 2WD {prestige}', 'diesel', 2151, 1800, 2020, null),
        t('2.2 {diesel} 4WD {signature}', 'diesel', 2151, 1885, 2020, null),
        t('1.6 T-GDi {hybrid} {noblesse}', 'hybrid', 1598, 1725, 2020, null, { seats: 6 }),
        t('2.5 T-GDi {gasoline} 4WD', 'gasoline', 2497, 1795, 2020, null),
      ]),
      model('모하비 (HM)', 'Mohave (HM)', { body: 'suv', l: 4880, w: 1915, h: 1810, seats: 7, cfvt: 4 }, [
        t('3.0 V6 {diesel} 4WD {prestige}', 'diesel', 2959, 2185, 2008, 2019),
        t('3.8 V6 {gasoline} 4WD', 'gasoline', 3778, 2070, 2008, 2011),
        t('3.0 V6 {diesel} 4WD {signature}', 'diesel', 2959, 2245, 2019, 2024, { lengthMm: 4930, heightMm: 1790 }),
      ]),
      model('그랜드 카니발 (VQ)', 'Grand Carnival (VQ)', { body: 'minivan', l: 5130, w: 1985, h: 1760, seats: 11 }, [
        t('2.2 R {diesel} {seats:11}', 'diesel', 2199, 2080, 2010, 2014),
        t('2.7 LPi {lpg} {seats:11}', 'lpg', 2656, 1965, 2010, 2014),
      ]),
      model('카니발 (YP)', 'Carnival (YP)', { body: 'minivan', l: 5115, w: 1985, h: 1740, seats: 9 }, [
        t('2.2 {diesel} {seats:9} {noblesse}', 'diesel', 2199, 2075, 2014, 2020),
        t('2.2 {diesel} {seats:11}', 'diesel', 2199, 2095, 2014, 2020, { seats: 11 }),
        t('3.3 GDi {gasoline} {seats:9}', 'gasoline', 3342, 2000, 2015, 2020),
      ]),
      model('카니발 (KA4)', 'Carnival (KA4)', { body: 'minivan', l: 5155, w: 1995, h: 1740, seats: 9 }, [
        t('2.2 {diesel} {seats:9} {prestige}', 'diesel', 2151, 2080, 2020, 2023),
        t('3.5 GDi {gasoline} {seats:9} {signature}', 'gasoline', 3470, 2020, 2020, null),
        t('1.6 T-GDi {hybrid} {seats:9}', 'hybrid', 1598, 2110, 2024, null, { lengthMm: 5165 }),
        t('{lwb} 3.5 {gasoline} {seats:7}', 'gasoline', 3470, 2210, 2021, null, { seats: 7, heightMm: 2000 }),
      ]),
      model('봉고3 (PU)', 'Bongo III (PU)', { body: 'light_truck', l: 5120, w: 1740, h: 1995 }, [
        t('2.9 CRDi {diesel} {ton:1} {kingCab}', 'diesel', 2902, 1790, 2008, 2011),
        t('2.5 {diesel} {ton:1} {kingCab}', 'diesel', 2497, 1780, 2012, 2023),
        t('2.5 {diesel} {ton:1} {doubleCab} 4WD', 'diesel', 2497, 1950, 2012, 2023, { seats: 6, doors: 4 }),
        t('{electric} {ton:1} {kingCab}', 'electric', 0, 1970, 2020, null, { lengthMm: 5125 }),
      ]),
      model('EV6 (CV)', 'EV6 (CV)', { body: 'suv', l: 4680, w: 1880, h: 1550 }, [
        t('{electric} {longRange} 2WD', 'electric', 0, 1960, 2021, null),
        t('{electric} {longRange} AWD', 'electric', 0, 2055, 2021, null),
        t('GT {electric} AWD', 'electric', 0, 2160, 2022, null, { lengthMm: 4695 }),
      ]),
    ],
  },
  {
    code: 'genesis',
    names: { ko: '제네시스', en: 'Genesis', fr: 'Genesis', ar: 'جينيسيس', ru: 'Дженезис', es: 'Genesis' },
    origin: 'domestic',
    models: [
      model('G70 (IK)', 'G70 (IK)', { body: 'sedan', l: 4685, w: 1850, h: 1400 }, [
        t('2.0T {gasoline} 2WD', 'gasoline', 1998, 1635, 2017, null),
        t('3.3T {gasoline} AWD {sport}', 'gasoline', 3342, 1800, 2017, null),
        t('2.2 {diesel}', 'diesel', 2199, 1710, 2017, 2020),
      ]),
      model('G80 (DH)', 'G80 (DH)', { body: 'sedan', l: 4990, w: 1890, h: 1480 }, [
        t('3.3 GDi {gasoline} {premium} {luxury}', 'gasoline', 3342, 1880, 2016, 2020),
        t('3.8 GDi {gasoline} AWD', 'gasoline', 3778, 2020, 2016, 2020),
        t('2.2 {diesel}', 'diesel', 2199, 1930, 2018, 2020),
      ]),
      model('G80 (RG3)', 'G80 (RG3)', { body: 'sedan', l: 4995, w: 1925, h: 1465 }, [
        t('2.5T {gasoline} 2WD', 'gasoline', 2497, 1855, 2020, null),
        t('3.5T {gasoline} AWD', 'gasoline', 3470, 2010, 2020, null),
        t('2.2 {diesel} AWD', 'diesel', 2151, 1985, 2020, 2022),
        t('{electric} AWD', 'electric', 0, 2265, 2021, null, { lengthMm: 5005 }),
      ]),
      model('EQ900 (HI)', 'EQ900 (HI)', { body: 'sedan', l: 5205, w: 1915, h: 1495 }, [
        t('3.8 GDi {gasoline} {luxury}', 'gasoline', 3778, 2040, 2015, 2018),
        t('3.3 T-GDi AWD {premium} {luxury}', 'gasoline', 3342, 2175, 2015, 2018),
        t('5.0 GDi {gasoline} {prestige}', 'gasoline', 5038, 2215, 2015, 2018),
      ]),
      model('G90 (HI)', 'G90 (HI)', { body: 'sedan', l: 5205, w: 1915, h: 1495 }, [
        t('3.8 GDi {gasoline} {premium} {luxury}', 'gasoline', 3778, 2045, 2018, 2022),
        t('3.3 T-GDi AWD {prestige}', 'gasoline', 3342, 2185, 2018, 2022),
      ]),
      model('G90 (RS4)', 'G90 (RS4)', { body: 'sedan', l: 5275, w: 1930, h: 1490 }, [
        t('3.5 T-GDi AWD', 'gasoline', 3470, 2185, 2021, null),
        t('3.5 T-GDi AWD {lwb}', 'gasoline', 3470, 2345, 2022, null, { lengthMm: 5465, seats: 4 }),
      ]),
      model('GV60 (JW1)', 'GV60 (JW1)', { body: 'suv', l: 4515, w: 1890, h: 1580 }, [
        t('{electric} {standardRange} 2WD', 'electric', 0, 1990, 2021, null),
        t('{electric} {performance} AWD', 'electric', 0, 2145, 2021, null),
      ]),
      model('GV70 (JK1)', 'GV70 (JK1)', { body: 'suv', l: 4715, w: 1910, h: 1630 }, [
        t('2.5T {gasoline} AWD', 'gasoline', 2497, 1910, 2020, null),
        t('3.5T {gasoline} AWD {sport}', 'gasoline', 3470, 1990, 2020, null),
        t('2.2 {diesel} AWD', 'diesel', 2151, 1950, 2020, 2023),
        t('{electric} AWD', 'electric', 0, 2230, 2022, null),
      ]),
      model('GV80 (JX1)', 'GV80 (JX1)', { body: 'suv', l: 4945, w: 1975, h: 1715, seats: 7 }, [
        t('2.5T {gasoline} AWD', 'gasoline', 2497, 2075, 2020, null),
        t('3.5T {gasoline} AWD', 'gasoline', 3470, 2170, 2020, null),
        t('3.0 {diesel} AWD', 'diesel', 2959, 2215, 2020, 2023),
      ]),
    ],
  },
  {
    code: 'kg-mobility',
    names: {
      ko: 'KG모빌리티(쌍용)',
      en: 'KG Mobility (SsangYong)',
      fr: 'KG Mobility (SsangYong)',
      ar: 'كي جي موبيليتي (سانج يونج)',
      ru: 'КГ Мобилити (СсангЙонг)',
      es: 'KG Mobility (SsangYong)',
    },
    origin: 'domestic',
    models: [
      model('체어맨 W (W200)', 'Chairman W (W200)', { body: 'sedan', l: 5135, w: 1895, h: 1495 }, [
        t('3.6 {gasoline} {luxury}', 'gasoline', 3598, 1975, 2008, 2017),
        t('5.0 V8 {gasoline} 4WD', 'gasoline', 4966, 2145, 2008, 2017),
      ]),
      model('티볼리 (X100)', 'Tivoli (X100)', { body: 'suv', l: 4225, w: 1810, h: 1590 }, [
        t('1.6 {gasoline}', 'gasoline', 1597, 1270, 2015, 2019),
        t('1.6 {diesel}', 'diesel', 1597, 1375, 2015, 2020),
        t('1.5 T-GDi {gasoline}', 'gasoline', 1497, 1310, 2019, null),
      ]),
      model('티볼리 에어 (X150)', 'Tivoli Air (X150)', { body: 'suv', l: 4440, w: 1805, h: 1635 }, [
        t('1.6 {diesel}', 'diesel', 1597, 1410, 2016, 2022),
        t('1.5 T-GDi {gasoline}', 'gasoline', 1497, 1380, 2020, 2022, { lengthMm: 4480 }),
      ]),
      model('코란도 C (C200)', 'Korando C (C200)', { body: 'suv', l: 4410, w: 1830, h: 1675 }, [
        t('2.0 {diesel} 2WD', 'diesel', 1998, 1640, 2011, 2017),
        t('2.0 {diesel} 4WD', 'diesel', 1998, 1735, 2011, 2017),
        t('2.2 {diesel} 2WD', 'diesel', 2157, 1690, 2017, 2019),
      ]),
      model('코란도 (C300)', 'Korando (C300)', { body: 'suv', l: 4450, w: 1870, h: 1620 }, [
        t('1.5 T-GDi {gasoline}', 'gasoline', 1497, 1420, 2019, null),
        t('1.6 {diesel}', 'diesel', 1597, 1500, 2019, 2021),
        t('e-Motion {electric}', 'electric', 0, 1710, 2022, null),
      ]),
      model('토레스 (J100)', 'Torres (J100)', { body: 'suv', l: 4700, w: 1890, h: 1720 }, [
        t('1.5 T-GDi {gasoline} 2WD', 'gasoline', 1497, 1605, 2022, null),
        t('1.5 T-GDi {gasoline} 4WD', 'gasoline', 1497, 1710, 2022, null),
        t('EVX {electric}', 'electric', 0, 2045, 2023, null, { lengthMm: 4715 }),
      ]),
      model('렉스턴 W (Y290)', 'Rexton W (Y290)', { body: 'suv', l: 4755, w: 1900, h: 1840, seats: 7 }, [
        t('2.0 {diesel} 4WD', 'diesel', 1998, 2085, 2012, 2016),
        t('2.2 {diesel} 4WD', 'diesel', 2157, 2120, 2016, 2017),
      ]),
      model('G4 렉스턴 (Y400)', 'G4 Rexton (Y400)', { body: 'suv', l: 4850, w: 1960, h: 1825, seats: 7 }, [
        t('2.2 {diesel} 2WD', 'diesel', 2157, 2055, 2017, 2020),
        t('2.2 {diesel} 4WD {prestige}', 'diesel', 2157, 2165, 2017, 2020),
      ]),
      model('렉스턴 (Y450)', 'Rexton (Y450)', { body: 'suv', l: 4850, w: 1960, h: 1825, seats: 7 }, [
        t('2.2 {diesel} 4WD', 'diesel', 2157, 2185, 2020, null),
      ]),
      model('코란도 스포츠 (Q150)', 'Korando Sports (Q150)', { body: 'pickup', l: 4990, w: 1910, h: 1790 }, [
        t('2.0 {diesel} 4WD', 'diesel', 1998, 1925, 2012, 2016),
        t('2.2 {diesel} 2WD', 'diesel', 2157, 1880, 2016, 2017),
      ]),
      model('렉스턴 스포츠 (Q200)', 'Rexton Sports (Q200)', { body: 'pickup', l: 5095, w: 1950, h: 1870 }, [
        t('2.2 {diesel} 2WD', 'diesel', 2157, 1995, 2018, null),
        t('2.2 {diesel} 4WD {prestige}', 'diesel', 2157, 2110, 2018, null),
      ]),
      model('렉스턴 스포츠 칸 (Q250)', 'Rexton Sports Khan (Q250)', { body: 'pickup', l: 5405, w: 1950, h: 1885 }, [
        t('2.2 {diesel} 4WD', 'diesel', 2157, 2170, 2019, null),
      ]),
      model(
        '코란도 투리스모 (A150)',
        'Korando Turismo (A150)',
        { body: 'minivan', l: 5130, w: 1915, h: 1815, seats: 11 },
        [
          t('2.0 {diesel} {seats:11}', 'diesel', 1998, 2105, 2013, 2015),
          t('2.2 {diesel} 4WD {seats:11}', 'diesel', 2157, 2200, 2015, 2019),
        ],
      ),
    ],
  },
  {
    code: 'renault-korea',
    names: {
      ko: '르노코리아(삼성)',
      en: 'Renault Korea (Samsung)',
      fr: 'Renault Korea (Samsung)',
      ar: 'رينو كوريا (سامسونج)',
      ru: 'Рено Корея (Самсунг)',
      es: 'Renault Korea (Samsung)',
    },
    origin: 'domestic',
    models: [
      model('SM3 (L38)', 'SM3 (L38)', { body: 'sedan', l: 4620, w: 1810, h: 1480 }, [
        t('1.6 {gasoline}', 'gasoline', 1598, 1250, 2009, 2020),
        t('Z.E. {electric}', 'electric', 0, 1605, 2013, 2020, { lengthMm: 4670 }),
      ]),
      model('SM5 (L43)', 'SM5 (L43)', { body: 'sedan', l: 4885, w: 1860, h: 1485 }, [
        t('2.0 {gasoline}', 'gasoline', 1998, 1440, 2010, 2019),
        t('2.0 LPLi {lpg}', 'lpg', 1998, 1475, 2010, 2019),
      ]),
      model('SM6 (LFD)', 'SM6 (LFD)', { body: 'sedan', l: 4855, w: 1870, h: 1460 }, [
        t('2.0 GDe {gasoline}', 'gasoline', 1998, 1425, 2016, 2020),
        t('1.6 TCe {gasoline}', 'gasoline', 1618, 1470, 2016, 2020),
        t('2.0 LPe {lpg}', 'lpg', 1998, 1490, 2016, 2024),
        t('1.3 TCe {gasoline}', 'gasoline', 1332, 1400, 2020, 2024),
      ]),
      model('SM7 (L47)', 'SM7 (L47)', { body: 'sedan', l: 4995, w: 1870, h: 1480 }, [
        t('2.5 V6 {gasoline}', 'gasoline', 2495, 1560, 2011, 2019),
        t('2.0 LPe {lpg}', 'lpg', 1998, 1600, 2015, 2019),
      ]),
      model('QM3 (AX7)', 'QM3 (AX7)', { body: 'suv', l: 4125, w: 1780, h: 1565 }, [
        t('1.5 dCi {diesel}', 'diesel', 1461, 1300, 2013, 2019),
      ]),
      model('QM5 (H45)', 'QM5 (H45)', { body: 'suv', l: 4525, w: 1855, h: 1695 }, [
        t('2.0 dCi {diesel} 2WD', 'diesel', 1995, 1610, 2008, 2016),
        t('2.0 dCi {diesel} 4WD', 'diesel', 1995, 1705, 2008, 2016),
        t('2.5 {gasoline}', 'gasoline', 2488, 1565, 2008, 2016),
      ]),
      model('QM6 (HZG)', 'QM6 (HZG)', { body: 'suv', l: 4675, w: 1845, h: 1680 }, [
        t('2.0 dCi {diesel} 4WD', 'diesel', 1995, 1745, 2016, 2021),
        t('2.0 GDe {gasoline}', 'gasoline', 1998, 1590, 2017, null),
        t('2.0 LPe {lpg}', 'lpg', 1998, 1660, 2019, null),
      ]),
      model('XM3 (LJL)', 'XM3 (LJL)', { body: 'suv', l: 4570, w: 1820, h: 1570 }, [
        t('1.6 GTe {gasoline}', 'gasoline', 1598, 1285, 2020, 2024),
        t('1.3 TCe 260 {gasoline}', 'gasoline', 1332, 1340, 2020, 2024),
        t('E-Tech {hybrid}', 'hybrid', 1598, 1410, 2023, 2024),
      ]),
      model('그랑 콜레오스 (OV6)', 'Grand Koleos (OV6)', { body: 'suv', l: 4780, w: 1880, h: 1680 }, [
        t('1.5 {turbo} E-Tech {hybrid}', 'hybrid', 1499, 1810, 2024, null),
        t('2.0 {turbo} {gasoline} 4WD', 'gasoline', 1969, 1755, 2024, null),
      ]),
      model('마스터 (X62)', 'Master (X62)', { body: 'van', l: 5575, w: 2070, h: 2485, cfvt: 5 }, [
        t('2.3 dCi {diesel} {van}', 'diesel', 2298, 2105, 2018, null),
        t('2.3 dCi {diesel} {seats:13}', 'diesel', 2298, 2480, 2019, null, {
          seats: 13,
          body: 'minivan',
          lengthMm: 6225,
          heightMm: 2495,
        }),
      ]),
    ],
  },
  {
    code: 'chevrolet-korea',
    names: {
      ko: '쉐보레(한국GM)',
      en: 'Chevrolet (GM Korea)',
      fr: 'Chevrolet (GM Korea)',
      ar: 'شيفروليه (جنرال موتورز كوريا)',
      ru: 'Шевроле (GM Korea)',
      es: 'Chevrolet (GM Korea)',
    },
    origin: 'domestic',
    models: [
      model('스파크 (M300)', 'Spark (M300)', { body: 'hatchback', l: 3640, w: 1597, h: 1522 }, [
        t('1.0 {gasoline} LT', 'gasoline', 995, 939, 2009, 2015),
        t('1.0 LPi {lpg}', 'lpg', 995, 960, 2011, 2015),
      ]),
      model('스파크 (M400)', 'Spark (M400)', { body: 'hatchback', l: 3595, w: 1595, h: 1485 }, [
        t('1.0 {gasoline} LT', 'gasoline', 999, 920, 2015, 2022),
      ]),
      model('다마스', 'Damas', { body: 'van', l: 3595, w: 1400, h: 1925, seats: 7 }, [
        t('0.8 {lpg} {seats:7}', 'lpg', 796, 850, 2008, 2021),
        t('0.8 {lpg} {van} {seats:2}', 'lpg', 796, 820, 2008, 2021, { seats: 2 }),
      ]),
      model('라보', 'Labo', { body: 'light_truck', l: 3485, w: 1400, h: 1890, seats: 2 }, [
        t('0.8 {lpg}', 'lpg', 796, 785, 2008, 2021),
      ]),
      model('라세티 프리미어 (J300)', 'Lacetti Premiere (J300)', { body: 'sedan', l: 4600, w: 1790, h: 1480 }, [
        t('1.6 {gasoline}', 'gasoline', 1598, 1295, 2008, 2011),
        t('2.0 VCDi {diesel}', 'diesel', 1991, 1465, 2009, 2011),
      ]),
      model('크루즈 (J300)', 'Cruze (J300)', { body: 'sedan', l: 4600, w: 1790, h: 1480 }, [
        t('1.8 {gasoline} LT', 'gasoline', 1796, 1340, 2011, 2016),
        t('2.0 VCDi {diesel}', 'diesel', 1998, 1480, 2011, 2016),
      ]),
      model('말리부 (V300)', 'Malibu (V300)', { body: 'sedan', l: 4865, w: 1855, h: 1465 }, [
        t('2.0 {gasoline} LTZ', 'gasoline', 1998, 1525, 2011, 2016),
        t('2.0 LPGi {lpg}', 'lpg', 1998, 1550, 2011, 2016),
        t('2.4 {gasoline}', 'gasoline', 2384, 1555, 2011, 2016),
      ]),
      model('말리부 (V400)', 'Malibu (V400)', { body: 'sedan', l: 4925, w: 1855, h: 1470 }, [
        t('1.5 {turbo} LT', 'gasoline', 1490, 1460, 2016, 2019),
        t('2.0 {turbo} LTZ', 'gasoline', 1998, 1575, 2016, 2022),
        t('1.35 E-Turbo {gasoline}', 'gasoline', 1341, 1390, 2019, 2022),
        t('2.0 LPe {lpg}', 'lpg', 1998, 1520, 2018, 2022),
      ]),
      model('트랙스 (U200)', 'Trax (U200)', { body: 'suv', l: 4245, w: 1775, h: 1650 }, [
        t('1.4 {turbo} {gasoline}', 'gasoline', 1362, 1370, 2013, 2022),
        t('1.6 {diesel}', 'diesel', 1598, 1455, 2015, 2019),
      ]),
      model('트레일블레이저 (9BQC)', 'Trailblazer (9BQC)', { body: 'suv', l: 4425, w: 1810, h: 1660 }, [
        t('1.35 E-Turbo {gasoline} AWD', 'gasoline', 1341, 1450, 2020, null),
        t('1.2 E-Turbo {gasoline}', 'gasoline', 1199, 1300, 2020, null),
      ]),
      model('트랙스 크로스오버 (9BYC)', 'Trax Crossover (9BYC)', { body: 'suv', l: 4540, w: 1825, h: 1560 }, [
        t('1.2 E-Turbo {gasoline}', 'gasoline', 1199, 1335, 2023, null),
      ]),
      model('올란도 (J309)', 'Orlando (J309)', { body: 'minivan', l: 4665, w: 1835, h: 1635, seats: 7 }, [
        t('2.0 {diesel} {seats:7}', 'diesel', 1998, 1650, 2011, 2018),
        t('2.0 LPGi {lpg} {seats:7}', 'lpg', 1998, 1565, 2011, 2018),
      ]),
      model('캡티바 (C140)', 'Captiva (C140)', { body: 'suv', l: 4690, w: 1850, h: 1755, seats: 7 }, [
        t('2.2 {diesel} AWD', 'diesel', 2231, 1895, 2011, 2018),
        t('2.0 {diesel} 2WD', 'diesel', 1998, 1785, 2011, 2015),
      ]),
      model('콜로라도 (31XX)', 'Colorado (31XX)', { body: 'pickup', l: 5395, w: 1885, h: 1795 }, [
        t('3.6 V6 {gasoline} 4WD', 'gasoline', 3649, 2085, 2019, null),
      ]),
      model('트래버스 (C1XX)', 'Traverse (C1XX)', { body: 'suv', l: 5230, w: 2000, h: 1785, seats: 7 }, [
        t('3.6 V6 {gasoline} AWD', 'gasoline', 3649, 2090, 2019, null),
      ]),
      model('볼트 EV', 'Bolt EV', { body: 'hatchback', l: 4165, w: 1765, h: 1610 }, [
        t('{electric} LT', 'electric', 0, 1620, 2017, 2023),
      ]),
    ],
  },
  {
    code: 'mercedes-benz',
    names: {
      ko: '벤츠',
      en: 'Mercedes-Benz',
      fr: 'Mercedes-Benz',
      ar: 'مرسيدس بنز',
      ru: 'Мерседес-Бенц',
      es: 'Mercedes-Benz',
    },
    origin: 'import',
    models: [
      model('C-클래스 (W204)', 'C-Class (W204)', { body: 'sedan', l: 4585, w: 1770, h: 1445 }, [
        t('C200 CGI {avantgarde}', 'gasoline', 1796, 1505, 2008, 2014),
        t('C220 CDI {avantgarde}', 'diesel', 2143, 1555, 2009, 2014),
      ]),
      model('C-클래스 (W205)', 'C-Class (W205)', { body: 'sedan', l: 4686, w: 1810, h: 1442 }, [
        t('C200 {avantgarde}', 'gasoline', 1991, 1530, 2014, 2021),
        t('C220d {avantgarde}', 'diesel', 2143, 1610, 2014, 2021),
        t('C300 4MATIC', 'gasoline', 1991, 1640, 2018, 2021),
      ]),
      model('C-클래스 (W206)', 'C-Class (W206)', { body: 'sedan', l: 4751, w: 1820, h: 1438 }, [
        t('C200 {avantgarde}', 'gasoline', 1496, 1695, 2021, null),
        t('C300 4MATIC AMG Line', 'gasoline', 1999, 1795, 2021, null),
      ]),
      model('E-클래스 (W212)', 'E-Class (W212)', { body: 'sedan', l: 4870, w: 1855, h: 1470 }, [
        t('E300 {avantgarde}', 'gasoline', 3498, 1730, 2009, 2016),
        t('E220 CDI {avantgarde}', 'diesel', 2143, 1735, 2010, 2016),
        t('E250 CDI 4MATIC', 'diesel', 2143, 1800, 2013, 2016),
      ]),
      model('E-클래스 (W213)', 'E-Class (W213)', { body: 'sedan', l: 4923, w: 1852, h: 1468 }, [
        t('E300 {avantgarde}', 'gasoline', 1991, 1710, 2016, 2023),
        t('E220d {avantgarde}', 'diesel', 1950, 1765, 2016, 2023),
        t('E300 4MATIC {exclusive}', 'gasoline', 1991, 1800, 2017, 2023),
        t('E350e {phev}', 'plugin-hybrid', 1991, 1925, 2017, 2023),
      ]),
      model('E-클래스 (W214)', 'E-Class (W214)', { body: 'sedan', l: 4949, w: 1880, h: 1469 }, [
        t('E200 {avantgarde}', 'gasoline', 1999, 1795, 2024, null),
        t('E300 4MATIC {exclusive}', 'gasoline', 1999, 1880, 2024, null),
      ]),
      model('S-클래스 (W221)', 'S-Class (W221)', { body: 'sedan', l: 5226, w: 1871, h: 1485 }, [
        t('S350 L', 'gasoline', 3498, 1885, 2008, 2013),
        t('S500 L 4MATIC', 'gasoline', 5461, 2085, 2008, 2013),
      ]),
      model('S-클래스 (W222)', 'S-Class (W222)', { body: 'sedan', l: 5255, w: 1899, h: 1494 }, [
        t('S350d 4MATIC L', 'diesel', 2987, 2060, 2014, 2020),
        t('S450 L 4MATIC', 'gasoline', 2996, 2025, 2017, 2020),
        t('S500 L 4MATIC', 'gasoline', 4663, 2135, 2013, 2017),
      ]),
      model('S-클래스 (W223)', 'S-Class (W223)', { body: 'sedan', l: 5290, w: 1954, h: 1503 }, [
        t('S500 4MATIC L', 'gasoline', 2999, 2150, 2021, null),
        t('S580 4MATIC L', 'gasoline', 3982, 2250, 2021, null),
      ]),
      model('GLC-클래스 (X253)', 'GLC-Class (X253)', { body: 'suv', l: 4660, w: 1890, h: 1640 }, [
        t('GLC 220d 4MATIC', 'diesel', 2143, 1845, 2016, 2022),
        t('GLC 300 4MATIC', 'gasoline', 1991, 1790, 2016, 2022),
      ]),
      model('GLE-클래스 (W167)', 'GLE-Class (W167)', { body: 'suv', l: 4924, w: 1947, h: 1772 }, [
        t('GLE 300d 4MATIC', 'diesel', 1950, 2175, 2019, null),
        t('GLE 450 4MATIC', 'gasoline', 2999, 2265, 2019, null, { seats: 7 }),
      ]),
      model('스프린터 (906)', 'Sprinter (906)', { body: 'van', l: 5910, w: 1993, h: 2705, cfvt: 5 }, [
        t('316 CDI {van}', 'diesel', 2143, 2130, 2008, 2018),
        t('319 CDI {seats:12}', 'diesel', 2987, 2480, 2012, 2018, { body: 'minivan', seats: 12 }),
      ]),
    ],
  },
  {
    code: 'bmw',
    names: { ko: 'BMW', en: 'BMW', fr: 'BMW', ar: 'بي إم دبليو', ru: 'БМВ', es: 'BMW' },
    origin: 'import',
    models: [
      model('3시리즈 (E90)', '3 Series (E90)', { body: 'sedan', l: 4520, w: 1817, h: 1421 }, [
        t('320i', 'gasoline', 1995, 1450, 2008, 2012),
        t('320d', 'diesel', 1995, 1505, 2008, 2012),
      ]),
      model('3시리즈 (F30)', '3 Series (F30)', { body: 'sedan', l: 4624, w: 1811, h: 1429 }, [
        t('320d {luxury}', 'diesel', 1995, 1540, 2012, 2019),
        t('320i {sport}', 'gasoline', 1997, 1485, 2016, 2019),
        t('328i {sport}', 'gasoline', 1997, 1525, 2012, 2016),
      ]),
      model('3시리즈 (G20)', '3 Series (G20)', { body: 'sedan', l: 4709, w: 1827, h: 1435 }, [
        t('320i M Sport', 'gasoline', 1998, 1540, 2019, null),
        t('320d {luxury}', 'diesel', 1995, 1615, 2019, null),
        t('330e {phev}', 'plugin-hybrid', 1998, 1740, 2019, null),
      ]),
      model('5시리즈 (F10)', '5 Series (F10)', { body: 'sedan', l: 4907, w: 1860, h: 1464 }, [
        t('520d {luxury}', 'diesel', 1995, 1740, 2010, 2017),
        t('528i {luxury}', 'gasoline', 1997, 1740, 2012, 2017),
        t('520d xDrive', 'diesel', 1995, 1805, 2013, 2017),
      ]),
      model('5시리즈 (G30)', '5 Series (G30)', { body: 'sedan', l: 4936, w: 1868, h: 1479 }, [
        t('520i {luxury}', 'gasoline', 1998, 1620, 2017, 2023),
        t('520d {luxury}', 'diesel', 1995, 1695, 2017, 2023),
        t('530i xDrive M Sport', 'gasoline', 1998, 1750, 2017, 2023),
        t('530e {phev}', 'plugin-hybrid', 1998, 1845, 2017, 2023),
      ]),
      model('5시리즈 (G60)', '5 Series (G60)', { body: 'sedan', l: 5060, w: 1900, h: 1515 }, [
        t('520i M Sport', 'gasoline', 1998, 1765, 2023, null),
        t('i5 eDrive40 {electric}', 'electric', 0, 2130, 2023, null),
      ]),
      model('7시리즈 (F01)', '7 Series (F01)', { body: 'sedan', l: 5212, w: 1902, h: 1478 }, [
        t('740Li', 'gasoline', 2979, 1985, 2009, 2015),
        t('730Ld', 'diesel', 2993, 2040, 2009, 2015),
      ]),
      model('7시리즈 (G11)', '7 Series (G11)', { body: 'sedan', l: 5260, w: 1902, h: 1479 }, [
        t('730Ld xDrive', 'diesel', 2993, 2000, 2016, 2022),
        t('740Li xDrive', 'gasoline', 2998, 1980, 2016, 2022),
      ]),
      model('X3 (F25)', 'X3 (F25)', { body: 'suv', l: 4648, w: 1881, h: 1661 }, [
        t('xDrive20d', 'diesel', 1995, 1845, 2011, 2017),
      ]),
      model('X3 (G01)', 'X3 (G01)', { body: 'suv', l: 4708, w: 1891, h: 1676 }, [
        t('xDrive20d M Sport', 'diesel', 1995, 1880, 2017, 2024),
        t('xDrive30i', 'gasoline', 1998, 1855, 2017, 2024),
      ]),
      model('X5 (F15)', 'X5 (F15)', { body: 'suv', l: 4886, w: 1938, h: 1762 }, [
        t('xDrive30d', 'diesel', 2993, 2145, 2013, 2018),
      ]),
      model('X5 (G05)', 'X5 (G05)', { body: 'suv', l: 4922, w: 2004, h: 1745 }, [
        t('xDrive30d M Sport', 'diesel', 2993, 2195, 2018, null),
        t('xDrive40i', 'gasoline', 2998, 2175, 2018, null),
        t('xDrive45e {phev}', 'plugin-hybrid', 2998, 2445, 2019, null),
      ]),
    ],
  },
  {
    code: 'audi',
    names: { ko: '아우디', en: 'Audi', fr: 'Audi', ar: 'أودي', ru: 'Ауди', es: 'Audi' },
    origin: 'import',
    models: [
      model('A4 (B8)', 'A4 (B8)', { body: 'sedan', l: 4701, w: 1826, h: 1427 }, [
        t('2.0 TFSI quattro', 'gasoline', 1984, 1615, 2008, 2015),
        t('2.0 TDI', 'diesel', 1968, 1560, 2009, 2015),
      ]),
      model('A4 (B9)', 'A4 (B9)', { body: 'sedan', l: 4762, w: 1847, h: 1428 }, [
        t('40 TFSI {premium}', 'gasoline', 1984, 1540, 2016, null),
        t('45 TFSI quattro {premium}', 'gasoline', 1984, 1650, 2016, null),
        t('35 TDI', 'diesel', 1968, 1590, 2016, 2020),
      ]),
      model('A6 (C7)', 'A6 (C7)', { body: 'sedan', l: 4915, w: 1874, h: 1455 }, [
        t('2.0 TDI', 'diesel', 1968, 1720, 2011, 2018),
        t('3.0 TDI quattro', 'diesel', 2967, 1845, 2011, 2018),
        t('3.0 TFSI quattro', 'gasoline', 2995, 1830, 2011, 2018),
      ]),
      model('A6 (C8)', 'A6 (C8)', { body: 'sedan', l: 4939, w: 1886, h: 1457 }, [
        t('45 TFSI quattro {premium}', 'gasoline', 1984, 1835, 2019, null),
        t('40 TDI {premium}', 'diesel', 1968, 1770, 2019, null),
      ]),
      model('Q5 (8R)', 'Q5 (8R)', { body: 'suv', l: 4629, w: 1880, h: 1653 }, [
        t('2.0 TDI quattro', 'diesel', 1968, 1840, 2009, 2017),
      ]),
      model('Q5 (FY)', 'Q5 (FY)', { body: 'suv', l: 4663, w: 1893, h: 1659 }, [
        t('45 TFSI quattro', 'gasoline', 1984, 1855, 2017, null),
        t('40 TDI quattro', 'diesel', 1968, 1895, 2017, null),
      ]),
      model('Q7 (4M)', 'Q7 (4M)', { body: 'suv', l: 5063, w: 1970, h: 1741, seats: 7 }, [
        t('45 TDI quattro', 'diesel', 2967, 2145, 2015, null),
        t('55 TFSI quattro', 'gasoline', 2995, 2175, 2019, null),
      ]),
      model('e-트론 (GE)', 'e-tron (GE)', { body: 'suv', l: 4901, w: 1935, h: 1629 }, [
        t('55 quattro {electric}', 'electric', 0, 2565, 2019, 2023),
      ]),
    ],
  },
  {
    code: 'volkswagen',
    names: {
      ko: '폭스바겐',
      en: 'Volkswagen',
      fr: 'Volkswagen',
      ar: 'فولكس فاجن',
      ru: 'Фольксваген',
      es: 'Volkswagen',
    },
    origin: 'import',
    models: [
      model('골프 (Mk6)', 'Golf (Mk6)', { body: 'hatchback', l: 4199, w: 1786, h: 1479 }, [
        t('2.0 TDI', 'diesel', 1968, 1395, 2009, 2012),
      ]),
      model('골프 (Mk7)', 'Golf (Mk7)', { body: 'hatchback', l: 4255, w: 1799, h: 1452 }, [
        t('2.0 TDI', 'diesel', 1968, 1395, 2013, 2020),
        t('1.4 TSI', 'gasoline', 1395, 1285, 2015, 2020),
        t('GTI 2.0 TSI', 'gasoline', 1984, 1395, 2013, 2020),
      ]),
      model('제타 (A7)', 'Jetta (A7)', { body: 'sedan', l: 4702, w: 1799, h: 1458 }, [
        t('1.4 TSI {premium}', 'gasoline', 1395, 1355, 2019, null),
      ]),
      model('파사트 (B8)', 'Passat (B8)', { body: 'sedan', l: 4767, w: 1832, h: 1477 }, [
        t('2.0 TDI', 'diesel', 1968, 1545, 2015, 2023),
        t('GT 2.0 TDI 4MOTION {prestige}', 'diesel', 1968, 1655, 2019, 2023),
      ]),
      model('아테온 (3H)', 'Arteon (3H)', { body: 'sedan', l: 4862, w: 1871, h: 1450 }, [
        t('2.0 TDI {prestige}', 'diesel', 1968, 1640, 2018, 2024),
      ]),
      model('티구안 (5N)', 'Tiguan (5N)', { body: 'suv', l: 4426, w: 1809, h: 1686 }, [
        t('2.0 TDI 4MOTION', 'diesel', 1968, 1675, 2008, 2016),
        t('2.0 TDI 2WD', 'diesel', 1968, 1600, 2012, 2016),
      ]),
      model('티구안 (AD1)', 'Tiguan (AD1)', { body: 'suv', l: 4486, w: 1839, h: 1658 }, [
        t('2.0 TDI {premium}', 'diesel', 1968, 1640, 2016, 2024),
        t('2.0 TDI 4MOTION {prestige}', 'diesel', 1968, 1720, 2016, 2024),
        t('Allspace 2.0 TDI 4MOTION {seats:7}', 'diesel', 1968, 1775, 2018, 2024, { lengthMm: 4701, seats: 7 }),
      ]),
      model('투아렉 (CR)', 'Touareg (CR)', { body: 'suv', l: 4878, w: 1984, h: 1717 }, [
        t('3.0 V6 TDI 4MOTION {prestige}', 'diesel', 2967, 2145, 2018, null),
      ]),
    ],
  },
  {
    code: 'toyota',
    names: { ko: '토요타', en: 'Toyota', fr: 'Toyota', ar: 'تويوتا', ru: 'Тойота', es: 'Toyota' },
    origin: 'import',
    models: [
      model('캠리 (XV50)', 'Camry (XV50)', { body: 'sedan', l: 4825, w: 1825, h: 1470 }, [
        t('2.5 {gasoline}', 'gasoline', 2494, 1500, 2012, 2017),
        t('2.5 {hybrid}', 'hybrid', 2494, 1600, 2012, 2017),
      ]),
      model('캠리 (XV70)', 'Camry (XV70)', { body: 'sedan', l: 4885, w: 1840, h: 1445 }, [
        t('2.5 {gasoline}', 'gasoline', 2487, 1530, 2017, null),
        t('2.5 {hybrid} XLE', 'hybrid', 2487, 1600, 2017, null),
      ]),
      model('프리우스 (XW30)', 'Prius (XW30)', { body: 'hatchback', l: 4460, w: 1745, h: 1490 }, [
        t('1.8 {hybrid}', 'hybrid', 1797, 1380, 2009, 2015),
      ]),
      model('프리우스 (XW50)', 'Prius (XW50)', { body: 'hatchback', l: 4540, w: 1760, h: 1470 }, [
        t('1.8 {hybrid}', 'hybrid', 1797, 1380, 2016, 2022),
        t('Prime 1.8 {phev}', 'plugin-hybrid', 1797, 1530, 2017, 2022, { lengthMm: 4645, seats: 4 }),
      ]),
      model('RAV4 (XA40)', 'RAV4 (XA40)', { body: 'suv', l: 4570, w: 1845, h: 1670 }, [
        t('2.5 {gasoline} 4WD', 'gasoline', 2494, 1620, 2013, 2018),
      ]),
      model('RAV4 (XA50)', 'RAV4 (XA50)', { body: 'suv', l: 4600, w: 1855, h: 1685 }, [
        t('2.5 {hybrid} AWD', 'hybrid', 2487, 1715, 2019, null),
        t('2.5 {hybrid} 2WD', 'hybrid', 2487, 1655, 2019, null),
      ]),
      model('시에나 (XL30)', 'Sienna (XL30)', { body: 'minivan', l: 5085, w: 1985, h: 1750, seats: 7 }, [
        t('3.5 V6 {gasoline} {limited}', 'gasoline', 3456, 2050, 2011, 2020),
      ]),
      model('시에나 (XL40)', 'Sienna (XL40)', { body: 'minivan', l: 5175, w: 1995, h: 1765, seats: 7 }, [
        t('2.5 {hybrid} AWD {limited}', 'hybrid', 2487, 2200, 2021, null),
      ]),
      model('알파드 (AH40)', 'Alphard (AH40)', { body: 'minivan', l: 5005, w: 1850, h: 1935, seats: 7 }, [
        t('2.5 {hybrid} AWD', 'hybrid', 2487, 2260, 2023, null),
      ]),
    ],
  },
  {
    code: 'lexus',
    names: { ko: '렉서스', en: 'Lexus', fr: 'Lexus', ar: 'لكزس', ru: 'Лексус', es: 'Lexus' },
    origin: 'import',
    models: [
      model('ES (XV60)', 'ES (XV60)', { body: 'sedan', l: 4900, w: 1820, h: 1450 }, [
        t('ES300h {hybrid} {supreme}', 'hybrid', 2494, 1680, 2012, 2018),
        t('ES350', 'gasoline', 3456, 1610, 2012, 2018),
      ]),
      model('ES (XZ10)', 'ES (XZ10)', { body: 'sedan', l: 4975, w: 1865, h: 1445 }, [
        t('ES300h {hybrid} {luxury}', 'hybrid', 2487, 1680, 2018, null),
      ]),
      model('NX (AZ10)', 'NX (AZ10)', { body: 'suv', l: 4640, w: 1845, h: 1645 }, [
        t('NX300h {hybrid} AWD', 'hybrid', 2494, 1865, 2014, 2021),
      ]),
      model('NX (AZ20)', 'NX (AZ20)', { body: 'suv', l: 4660, w: 1865, h: 1660 }, [
        t('NX350h {hybrid} AWD', 'hybrid', 2487, 1900, 2021, null),
        t('NX450h+ {phev}', 'plugin-hybrid', 2487, 2070, 2022, null),
      ]),
      model('RX (AL20)', 'RX (AL20)', { body: 'suv', l: 4890, w: 1895, h: 1710 }, [
        t('RX450h {hybrid} AWD', 'hybrid', 3456, 2135, 2015, 2022),
        t('RX350 AWD', 'gasoline', 3456, 1960, 2015, 2022),
      ]),
      model('LS (XF50)', 'LS (XF50)', { body: 'sedan', l: 5235, w: 1900, h: 1450 }, [
        t('LS500h {hybrid} AWD', 'hybrid', 3456, 2390, 2017, null),
        t('LS500 AWD', 'gasoline', 3444, 2305, 2017, null),
      ]),
    ],
  },
  {
    code: 'volvo',
    names: { ko: '볼보', en: 'Volvo', fr: 'Volvo', ar: 'فولفو', ru: 'Вольво', es: 'Volvo' },
    origin: 'import',
    models: [
      model('XC40', 'XC40', { body: 'suv', l: 4425, w: 1875, h: 1650 }, [
        t('B4 AWD', 'gasoline', 1969, 1735, 2020, null),
        t('Recharge {electric} AWD', 'electric', 0, 2150, 2022, null, { lengthMm: 4440 }),
      ]),
      model('XC60 (SPA)', 'XC60 (SPA)', { body: 'suv', l: 4690, w: 1900, h: 1660 }, [
        t('D4 AWD {momentum}', 'diesel', 1969, 1855, 2017, 2020),
        t('B5 AWD {inscription}', 'gasoline', 1969, 1900, 2020, null),
        t('T8 {phev} AWD', 'plugin-hybrid', 1969, 2130, 2018, null),
      ]),
      model('XC90 (SPA)', 'XC90 (SPA)', { body: 'suv', l: 4950, w: 1960, h: 1775, seats: 7 }, [
        t('D5 AWD {inscription}', 'diesel', 1969, 2055, 2015, 2020),
        t('B6 AWD {inscription}', 'gasoline', 1969, 2085, 2020, null),
        t('T8 {phev} AWD', 'plugin-hybrid', 1969, 2335, 2016, null),
      ]),
      model('S90', 'S90', { body: 'sedan', l: 4965, w: 1880, h: 1445 }, [
        t('D4 {inscription}', 'diesel', 1969, 1755, 2016, 2020),
        t('B5 {inscription}', 'gasoline', 1969, 1780, 2020, null, { lengthMm: 5090 }),
        t('T8 {phev} AWD', 'plugin-hybrid', 1969, 2070, 2020, null, { lengthMm: 5090 }),
      ]),
    ],
  },
  {
    code: 'land-rover',
    names: { ko: '랜드로버', en: 'Land Rover', fr: 'Land Rover', ar: 'لاند روفر', ru: 'Ленд Ровер', es: 'Land Rover' },
    origin: 'import',
    models: [
      model('레인지로버 이보크 (L551)', 'Range Rover Evoque (L551)', { body: 'suv', l: 4371, w: 1904, h: 1649 }, [
        t('D180 AWD', 'diesel', 1999, 1890, 2019, null),
        t('P250 AWD', 'gasoline', 1997, 1865, 2019, null),
      ]),
      model(
        '디스커버리 스포츠 (L550)',
        'Discovery Sport (L550)',
        { body: 'suv', l: 4597, w: 1904, h: 1727, seats: 7 },
        [t('TD4 {diesel} AWD', 'diesel', 1999, 1870, 2015, 2019)],
      ),
      model('디스커버리 5 (L462)', 'Discovery 5 (L462)', { body: 'suv', l: 4956, w: 2000, h: 1888, seats: 7 }, [
        t('3.0 TD6 {diesel} HSE', 'diesel', 2993, 2230, 2017, null),
        t('SD4 2.0 {diesel}', 'diesel', 1999, 2185, 2017, 2021),
      ]),
      model('레인지로버 스포츠 (L494)', 'Range Rover Sport (L494)', { body: 'suv', l: 4879, w: 1983, h: 1803 }, [
        t('3.0 SDV6 {diesel} HSE', 'diesel', 2993, 2115, 2013, 2022),
      ]),
      model('레인지로버 (L405)', 'Range Rover (L405)', { body: 'suv', l: 4999, w: 1983, h: 1835 }, [
        t('3.0 TDV6 {diesel} Vogue', 'diesel', 2993, 2160, 2013, 2021),
        t('4.4 SDV8 {diesel} Autobiography', 'diesel', 4367, 2360, 2013, 2021),
      ]),
    ],
  },
  {
    code: 'porsche',
    names: { ko: '포르쉐', en: 'Porsche', fr: 'Porsche', ar: 'بورش', ru: 'Порше', es: 'Porsche' },
    origin: 'import',
    models: [
      model('카이엔 (92A)', 'Cayenne (92A)', { body: 'suv', l: 4855, w: 1939, h: 1705 }, [
        t('3.0 {diesel}', 'diesel', 2967, 2100, 2011, 2017),
        t('3.6 V6 {gasoline}', 'gasoline', 3598, 2040, 2011, 2017),
      ]),
      model('카이엔 (9YA)', 'Cayenne (9YA)', { body: 'suv', l: 4918, w: 1983, h: 1696 }, [
        t('3.0 V6 {gasoline}', 'gasoline', 2995, 2040, 2018, null),
        t('E-Hybrid {phev}', 'plugin-hybrid', 2995, 2370, 2019, null),
      ]),
      model('마칸 (95B)', 'Macan (95B)', { body: 'suv', l: 4696, w: 1923, h: 1624 }, [
        t('2.0 {turbo} {gasoline}', 'gasoline', 1984, 1795, 2014, 2024),
        t('S 3.0 {turbo} {gasoline}', 'gasoline', 2995, 1865, 2014, 2024),
      ]),
      model('파나메라 (971)', 'Panamera (971)', { body: 'hatchback', l: 5049, w: 1937, h: 1423, seats: 4 }, [
        t('4 2.9 {turbo}', 'gasoline', 2894, 1880, 2017, 2023),
      ]),
      model('911 (992)', '911 (992)', { body: 'coupe', l: 4519, w: 1852, h: 1300 }, [
        t('Carrera S {coupe}', 'gasoline', 2981, 1515, 2019, null),
      ]),
      model('타이칸 (J1)', 'Taycan (J1)', { body: 'sedan', l: 4963, w: 1966, h: 1395, seats: 4 }, [
        t('4S {electric}', 'electric', 0, 2220, 2020, null),
      ]),
    ],
  },
];
