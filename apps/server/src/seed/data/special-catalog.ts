import type { Capacity, Form, FormDetail, FreightClass, Names, SpecialMaker, SpecialModel } from './types.ts';

export const SPECIAL_MAKERS: SpecialMaker[] = [
  { code: 'hyundai', names: { ko: '현대', en: 'Hyundai', fr: 'Hyundai', ar: 'هيونداي', ru: 'Хендай', es: 'Hyundai' } },
  { code: 'kia', names: { ko: '기아', en: 'Kia', fr: 'Kia', ar: 'كيا', ru: 'Киа', es: 'Kia' } },
  {
    code: 'tata-daewoo',
    names: { ko: '타타대우', en: 'Tata Daewoo', fr: 'Tata Daewoo', ar: 'تاتا دايو', ru: 'Тата Дэу', es: 'Tata Daewoo' },
  },
  {
    code: 'zyle-daewoo',
    names: {
      ko: '자일대우버스',
      en: 'Zyle Daewoo Bus',
      fr: 'Zyle Daewoo Bus',
      ar: 'زايل دايو للحافلات',
      ru: 'Зайл Дэу Бас',
      es: 'Zyle Daewoo Bus',
    },
  },
  {
    code: 'volvo-trucks',
    names: {
      ko: '볼보트럭',
      en: 'Volvo Trucks',
      fr: 'Volvo Trucks',
      ar: 'فولفو للشاحنات',
      ru: 'Вольво Тракс',
      es: 'Volvo Trucks',
    },
  },
  { code: 'scania', names: { ko: '스카니아', en: 'Scania', fr: 'Scania', ar: 'سكانيا', ru: 'Скания', es: 'Scania' } },
  { code: 'man', names: { ko: '만트럭', en: 'MAN', fr: 'MAN', ar: 'مان', ru: 'МАН', es: 'MAN' } },
  {
    code: 'mercedes-benz-trucks',
    names: {
      ko: '벤츠 트럭',
      en: 'Mercedes-Benz Trucks',
      fr: 'Mercedes-Benz Trucks',
      ar: 'مرسيدس بنز للشاحنات',
      ru: 'Мерседес-Бенц (грузовики)',
      es: 'Mercedes-Benz Trucks',
    },
  },
  { code: 'isuzu', names: { ko: '이스즈', en: 'Isuzu', fr: 'Isuzu', ar: 'إيسوزو', ru: 'Исузу', es: 'Isuzu' } },
  { code: 'hino', names: { ko: '히노', en: 'Hino', fr: 'Hino', ar: 'هينو', ru: 'Хино', es: 'Hino' } },
  { code: 'fuso', names: { ko: '후소', en: 'Fuso', fr: 'Fuso', ar: 'فوسو', ru: 'Фусо', es: 'Fuso' } },
  {
    code: 'develon',
    names: {
      ko: '디벨론(두산)',
      en: 'Develon (Doosan)',
      fr: 'Develon (Doosan)',
      ar: 'ديفيلون (دوسان)',
      ru: 'Девелон (Дусан)',
      es: 'Develon (Doosan)',
    },
  },
  {
    code: 'hd-hyundai-ce',
    names: {
      ko: 'HD현대건설기계',
      en: 'HD Hyundai Construction Equipment',
      fr: 'HD Hyundai Construction Equipment',
      ar: 'إتش دي هيونداي للمعدات الإنشائية',
      ru: 'HD Hyundai (строительная техника)',
      es: 'HD Hyundai Construction Equipment',
    },
  },
  {
    code: 'volvo-ce',
    names: {
      ko: '볼보건설기계',
      en: 'Volvo Construction Equipment',
      fr: 'Volvo Construction Equipment',
      ar: 'فولفو للمعدات الإنشائية',
      ru: 'Вольво (строительная техника)',
      es: 'Volvo Construction Equipment',
    },
  },
  {
    code: 'caterpillar',
    names: {
      ko: '캐터필러',
      en: 'Caterpillar',
      fr: 'Caterpillar',
      ar: 'كاتربيلر',
      ru: 'Катерпиллер',
      es: 'Caterpillar',
    },
  },
  {
    code: 'komatsu',
    names: { ko: '코마츠', en: 'Komatsu', fr: 'Komatsu', ar: 'كوماتسو', ru: 'Комацу', es: 'Komatsu' },
  },
  {
    code: 'everdigm',
    names: {
      ko: '에버다임',
      en: 'Hyundai Everdigm',
      fr: 'Hyundai Everdigm',
      ar: 'هيونداي إيفرديجم',
      ru: 'Хендай Эвердигм',
      es: 'Hyundai Everdigm',
    },
  },
  { code: 'soosan', names: { ko: '수산중공업', en: 'Soosan', fr: 'Soosan', ar: 'سوسان', ru: 'Сусан', es: 'Soosan' } },
  {
    code: 'kanglim',
    names: { ko: '강림중공업', en: 'Kanglim', fr: 'Kanglim', ar: 'كانغليم', ru: 'Канглим', es: 'Kanglim' },
  },
  { code: 'horyong', names: { ko: '호룡', en: 'Horyong', fr: 'Horyong', ar: 'هوريونغ', ru: 'Хорён', es: 'Horyong' } },
  { code: 'tadano', names: { ko: '타다노', en: 'Tadano', fr: 'Tadano', ar: 'تادانو', ru: 'Тадано', es: 'Tadano' } },
  { code: 'kato', names: { ko: '가토', en: 'Kato', fr: 'Kato', ar: 'كاتو', ru: 'Като', es: 'Kato' } },
  {
    code: 'liebherr',
    names: { ko: '리프헤르', en: 'Liebherr', fr: 'Liebherr', ar: 'ليبهير', ru: 'Либхерр', es: 'Liebherr' },
  },
  { code: 'clark', names: { ko: '클라크', en: 'Clark', fr: 'Clark', ar: 'كلارك', ru: 'Кларк', es: 'Clark' } },
  {
    code: 'doosan-forklift',
    names: {
      ko: '두산 지게차',
      en: 'Doosan Forklift',
      fr: 'Doosan (chariots élévateurs)',
      ar: 'دوسان (رافعات شوكية)',
      ru: 'Дусан (погрузчики)',
      es: 'Doosan (montacargas)',
    },
  },
];

// ---- name helpers -------------------------------------------------------------------------------------------------

function decimal(value: number, sep: string): string {
  return String(value).replace('.', sep);
}

function tons(value: number): Names {
  return {
    ko: `${value}톤`,
    en: `${value} ton`,
    fr: `${decimal(value, ',')} ${value < 2 ? 'tonne' : 'tonnes'}`,
    ar: `${value} طن`,
    ru: `${decimal(value, ',')} т`,
    es: `${decimal(value, ',')} ${value === 1 ? 'tonelada' : 'toneladas'}`,
  };
}

function seats(n: number): Names {
  return {
    ko: `${n}인승`,
    en: `${n}-seat`,
    fr: `${n} places`,
    ar: n <= 10 ? `${n} مقاعد` : `${n} مقعدًا`,
    ru: `${n} мест`,
    es: `${n} plazas`,
  };
}

/** Bucket capacity with the operating-weight class, e.g. "0.6 m³ (20 t class)". */
function bucket(m3: number, weightClass: number): Names {
  return {
    ko: `${m3}m³ (${weightClass}톤급)`,
    en: `${m3} m³ (${weightClass} t class)`,
    fr: `${decimal(m3, ',')} m³ (classe ${weightClass} t)`,
    ar: `${m3} م³ (فئة ${weightClass} طن)`,
    ru: `${decimal(m3, ',')} м³ (класс ${weightClass} т)`,
    es: `${decimal(m3, ',')} m³ (clase ${weightClass} t)`,
  };
}

/** Loader bucket capacity, e.g. "3.0 m³ bucket". */
function loaderBucket(m3: string): Names {
  return {
    ko: `버킷 ${m3}m³`,
    en: `${m3} m³ bucket`,
    fr: `godet ${m3.replace('.', ',')} m³`,
    ar: `جرافة ${m3} م³`,
    ru: `ковш ${m3.replace('.', ',')} м³`,
    es: `cucharón de ${m3.replace('.', ',')} m³`,
  };
}

function litres(n: number): Names {
  const thousands = (sep: string) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  return {
    ko: `${thousands(',')}L`,
    en: `${thousands(',')} L`,
    fr: `${thousands('\u202f')} L`,
    ar: `${thousands(',')} لتر`,
    ru: `${thousands('\u00a0')} л`,
    es: `${thousands('.')} L`,
  };
}

/** Chassis load class with the working height or boom length, e.g. "1 ton (28 m)". */
function tonsAndMetres(value: number, metres: number): Names {
  const t = tons(value);
  return {
    ko: `${t.ko} (${metres}m)`,
    en: `${t.en} (${metres} m)`,
    fr: `${t.fr} (${metres} m)`,
    ar: `${t.ar} (${metres} م)`,
    ru: `${t.ru} (${metres} м)`,
    es: `${t.es} (${metres} m)`,
  };
}

function boom(metres: number): Names {
  return {
    ko: `붐 ${metres}m`,
    en: `${metres} m boom`,
    fr: `flèche de ${metres} m`,
    ar: `ذراع ${metres} م`,
    ru: `стрела ${metres} м`,
    es: `pluma de ${metres} m`,
  };
}

/** Tractor axle configuration with its gross combination weight. */
function axles(config: string, gcwTons: number): Names {
  return {
    ko: `${config} (총중량 ${gcwTons}톤)`,
    en: `${config} (${gcwTons} t GCW)`,
    fr: `${config} (PTRA ${gcwTons} t)`,
    ar: `${config} (الوزن الإجمالي ${gcwTons} طن)`,
    ru: `${config} (полная масса автопоезда ${gcwTons} т)`,
    es: `${config} (PBC ${gcwTons} t)`,
  };
}

// ---- structure helpers --------------------------------------------------------------------------------------------

/** A model name: Hangul in Korean, the Latin form elsewhere. */
function latin(ko: string, name: string): Names {
  return { ko, en: name, fr: name, ar: name, ru: name, es: name };
}

/** maker, Korean name, Latin name, freight class, years, [length, width, height] mm, weight kg, cc, hp. */
function sm(
  maker: string,
  ko: string,
  name: string,
  cfvtNo: FreightClass,
  fromYear: number,
  toYear: number | null,
  [lengthMm, widthMm, heightMm]: [number, number, number],
  weightKg: number,
  cc: number,
  powerHp: number,
): SpecialModel {
  return {
    maker,
    names: latin(ko, name),
    cfvtNo,
    fromYear,
    toYear,
    lengthMm,
    widthMm,
    heightMm,
    weightKg,
    cc,
    powerHp,
  };
}

function cap(slug: string, names: Names, models: SpecialModel[]): Capacity {
  return { code: slug, names, models };
}

function detail(slug: string, names: Names, capacities: Capacity[]): FormDetail {
  return { code: slug, names, capacities };
}

/** Builds a form and prefixes the detail and capacity codes: "cargo-truck", "cargo-truck.standard", "cargo-truck.standard.5t". */
function form(code: string, names: Names, details: FormDetail[]): Form {
  return {
    code,
    names,
    details: details.map((d) => ({
      ...d,
      code: `${code}.${d.code}`,
      capacities: d.capacities.map((c) => ({ ...c, code: `${code}.${d.code}.${c.code}` })),
    })),
  };
}

// ---- shared chassis -----------------------------------------------------------------------------------------------

const porter = (years: [number, number | null], kg: number, l = 5175, h = 2700) =>
  sm('hyundai', '포터2', 'Porter II', 5, years[0], years[1], [l, 1740, h], kg, 2497, 133);
const bongo = (years: [number, number | null], kg: number, l = 5120, h = 2700) =>
  sm('kia', '봉고3', 'Bongo III', 5, years[0], years[1], [l, 1740, h], kg, 2497, 133);
const mighty = (years: [number, number | null], l: number, h: number, kg: number) =>
  sm('hyundai', '올 뉴 마이티', 'All New Mighty', 6, years[0], years[1], [l, 2040, h], kg, 3933, 170);
const megaTruck = (years: [number, number | null], l: number, h: number, kg: number) =>
  sm('hyundai', '메가트럭', 'Mega Truck', 7, years[0], years[1], [l, 2490, h], kg, 5899, 260);
const pavise = (years: [number, number | null], l: number, h: number, kg: number) =>
  sm('hyundai', '파비스', 'Pavise', 7, years[0], years[1], [l, 2490, h], kg, 6800, 300);
const novus = (years: [number, number | null], l: number, h: number, kg: number) =>
  sm('tata-daewoo', '노부스', 'Novus', 7, years[0], years[1], [l, 2490, h], kg, 5890, 280);

export const FORMS: Form[] = [
  form(
    'cargo-truck',
    {
      ko: '카고트럭',
      en: 'Cargo truck',
      fr: 'Camion plateau',
      ar: 'شاحنة بضائع (كارجو)',
      ru: 'Бортовой грузовик',
      es: 'Camión de carga',
    },
    [
      detail(
        'standard',
        {
          ko: '일반 카고',
          en: 'Standard cargo',
          fr: 'Plateau standard',
          ar: 'كارجو عادي',
          ru: 'Стандартный борт',
          es: 'Carga estándar',
        },
        [
          cap('2.5t', tons(2.5), [
            mighty([2015, null], 6380, 2360, 3450),
            sm('hyundai', '뉴 마이티', 'New Mighty', 6, 2008, 2015, [6190, 2000, 2330], 3350, 3907, 150),
          ]),
          cap('5t', tons(5), [
            megaTruck([2008, 2019], 8880, 2820, 6900),
            pavise([2019, null], 8820, 2890, 7100),
            novus([2008, null], 8900, 2850, 7000),
          ]),
          cap('11.5t', tons(11.5), [
            sm('hyundai', '엑시언트 6x2', 'Xcient 6x2', 7, 2013, null, [11100, 2490, 3050], 10200, 12742, 440),
            sm('tata-daewoo', '프리마 6x2', 'Prima 6x2', 7, 2009, null, [11050, 2495, 3100], 10100, 11051, 400),
            sm('volvo-trucks', 'FM 460 6x2', 'FM 460 6x2', 7, 2013, null, [11200, 2490, 3350], 10600, 12777, 460),
          ]),
          cap('25t', tons(25), [
            sm('hyundai', '엑시언트 8x4', 'Xcient 8x4', 7, 2013, null, [12100, 2490, 3100], 13000, 12742, 520),
            sm('hyundai', '트라고 8x4', 'Trago 8x4', 7, 2008, 2013, [12020, 2490, 3080], 12800, 12920, 440),
            sm('tata-daewoo', '프리마 8x4', 'Prima 8x4', 7, 2009, null, [12100, 2495, 3350], 12900, 11051, 420),
            sm('fuso', '슈퍼그레이트 8x4', 'Super Great 8x4', 7, 2008, null, [11990, 2490, 3200], 12600, 12808, 450),
          ]),
        ],
      ),
      detail(
        'crane',
        {
          ko: '카고크레인',
          en: 'Cargo with crane',
          fr: 'Plateau avec grue',
          ar: 'كارجو مع رافعة',
          ru: 'Бортовой с краном-манипулятором',
          es: 'Carga con grúa',
        },
        [
          cap('5t', tons(5), [
            sm(
              'soosan',
              '수산 SCS513 (메가트럭)',
              'Soosan SCS513 (Mega Truck)',
              7,
              2010,
              null,
              [9100, 2490, 3200],
              9800,
              5899,
              260,
            ),
            sm(
              'kanglim',
              '강림 KS1056 (파비스)',
              'Kanglim KS1056 (Pavise)',
              7,
              2019,
              null,
              [9000, 2490, 3250],
              9900,
              6800,
              300,
            ),
          ]),
          cap('11.5t', tons(11.5), [
            sm(
              'soosan',
              '수산 SCS1015LS (엑시언트)',
              'Soosan SCS1015LS (Xcient)',
              7,
              2014,
              null,
              [11500, 2490, 3400],
              14800,
              12742,
              440,
            ),
            sm(
              'kanglim',
              '강림 KS2056 (프리마)',
              'Kanglim KS2056 (Prima)',
              7,
              2012,
              null,
              [11600, 2495, 3450],
              15200,
              11051,
              400,
            ),
          ]),
        ],
      ),
    ],
  ),
  form(
    'wing-body',
    {
      ko: '윙바디',
      en: 'Wing body truck',
      fr: 'Camion à ailes (wing body)',
      ar: 'شاحنة وينج بودي (جوانب قابلة للفتح)',
      ru: 'Фургон-бабочка (wing body)',
      es: 'Camión ala de gaviota (wing body)',
    },
    [
      detail(
        'wing',
        {
          ko: '윙바디',
          en: 'Wing body',
          fr: 'Caisse à ailes',
          ar: 'وينج بودي',
          ru: 'Кузов-бабочка',
          es: 'Caja de alas',
        },
        [
          cap('3.5t', tons(3.5), [mighty([2015, null], 6980, 3050, 4600)]),
          cap('5t', tons(5), [
            megaTruck([2008, 2019], 9200, 3550, 8100),
            pavise([2019, null], 9150, 3600, 8300),
            sm('hino', '레인저', 'Ranger', 7, 2008, 2017, [9050, 2490, 3550], 8000, 7684, 260),
          ]),
          cap('11.5t', tons(11.5), [
            sm('hyundai', '엑시언트 6x2', 'Xcient 6x2', 7, 2013, null, [11990, 2490, 3900], 12900, 12742, 440),
            sm('tata-daewoo', '프리마 6x2', 'Prima 6x2', 7, 2009, null, [11990, 2495, 3900], 12800, 11051, 400),
          ]),
          cap('25t', tons(25), [
            sm('hyundai', '엑시언트 8x4', 'Xcient 8x4', 7, 2013, null, [12100, 2490, 3950], 15400, 12742, 520),
            sm('volvo-trucks', 'FH 540 8x4', 'FH 540 8x4', 7, 2013, null, [12100, 2490, 3990], 15800, 12777, 540),
          ]),
        ],
      ),
      detail(
        'box',
        {
          ko: '탑차(내장탑)',
          en: 'Box van',
          fr: 'Fourgon (caisse fermée)',
          ar: 'صندوق مغلق',
          ru: 'Промтоварный фургон',
          es: 'Furgón de caja cerrada',
        },
        [
          cap('1t', tons(1), [porter([2008, null], 2000), bongo([2008, null], 1980)]),
          cap('2.5t', tons(2.5), [mighty([2015, null], 6450, 3100, 4100)]),
          cap('5t', tons(5), [novus([2008, null], 9000, 3600, 7900)]),
        ],
      ),
    ],
  ),
  form(
    'dump-truck',
    { ko: '덤프트럭', en: 'Dump truck', fr: 'Camion benne', ar: 'شاحنة قلابة', ru: 'Самосвал', es: 'Camión volquete' },
    [
      detail(
        'standard',
        {
          ko: '일반 덤프',
          en: 'Rigid dump truck',
          fr: 'Benne rigide',
          ar: 'قلاب عادي',
          ru: 'Бортовой самосвал',
          es: 'Volquete rígido',
        },
        [
          cap('5t', tons(5), [megaTruck([2008, 2019], 6900, 2900, 8300), novus([2008, null], 6950, 2950, 8400)]),
          cap('15t', tons(15), [
            sm('hyundai', '엑시언트 6x4', 'Xcient 6x4', 7, 2013, null, [8100, 2490, 3250], 11900, 12742, 440),
            sm('tata-daewoo', '프리마 6x4', 'Prima 6x4', 7, 2009, null, [8150, 2495, 3300], 12000, 11051, 400),
          ]),
          cap('25.5t', tons(25.5), [
            sm('hyundai', '엑시언트 8x4', 'Xcient 8x4', 7, 2013, null, [8900, 2490, 3300], 14200, 12742, 520),
            sm('tata-daewoo', '프리마 8x4', 'Prima 8x4', 7, 2009, null, [8950, 2495, 3350], 14300, 11051, 420),
            sm('volvo-trucks', 'FMX 460 8x4', 'FMX 460 8x4', 7, 2013, null, [8950, 2550, 3350], 14600, 12777, 460),
            sm('scania', 'P410 8x4', 'P410 8x4', 7, 2010, null, [8950, 2550, 3300], 14500, 12742, 410),
          ]),
        ],
      ),
      detail(
        'articulated',
        {
          ko: '굴절식 덤프',
          en: 'Articulated dump truck',
          fr: 'Tombereau articulé',
          ar: 'قلاب مفصلي',
          ru: 'Сочленённый самосвал',
          es: 'Dúmper articulado',
        },
        [
          cap('28t', tons(28), [
            sm('volvo-ce', 'A30G', 'A30G', 8, 2016, null, [10300, 2950, 3450], 23600, 12800, 360),
            sm('caterpillar', '730', '730', 8, 2010, null, [10250, 2900, 3600], 23000, 12500, 375),
          ]),
          cap('40t', tons(40), [
            sm('volvo-ce', 'A40G', 'A40G', 8, 2016, null, [11200, 3430, 3780], 31000, 16100, 469),
            sm('komatsu', 'HM400-3', 'HM400-3', 8, 2008, null, [11300, 3450, 3700], 32000, 15240, 466),
          ]),
        ],
      ),
    ],
  ),
  form(
    'tractor-head',
    {
      ko: '트랙터',
      en: 'Tractor head',
      fr: 'Tracteur routier',
      ar: 'رأس تريلا (قاطرة)',
      ru: 'Седельный тягач',
      es: 'Tractocamión',
    },
    [
      detail(
        'standard',
        {
          ko: '일반 트랙터',
          en: 'Road tractor',
          fr: 'Tracteur routier',
          ar: 'رأس تريلا عادي',
          ru: 'Магистральный тягач',
          es: 'Tractor de carretera',
        },
        [
          cap('4x2', axles('4x2', 40), [
            sm('hyundai', '엑시언트 4x2', 'Xcient 4x2', 7, 2013, null, [6050, 2490, 3720], 8200, 12742, 520),
            sm('volvo-trucks', 'FH 500 4x2', 'FH 500 4x2', 7, 2013, null, [6100, 2490, 3800], 8100, 12777, 500),
            sm('scania', 'R500 4x2', 'R500 4x2', 7, 2010, null, [6000, 2550, 3750], 8000, 12742, 500),
            sm(
              'mercedes-benz-trucks',
              '악트로스 1848 LS',
              'Actros 1848 LS',
              7,
              2012,
              null,
              [6050, 2490, 3850],
              8000,
              12809,
              476,
            ),
          ]),
          cap('6x4', axles('6x4', 60), [
            sm('hyundai', '엑시언트 6x4', 'Xcient 6x4', 7, 2013, null, [7050, 2490, 3730], 9400, 12742, 520),
            sm('tata-daewoo', '맥쎈 6x4', 'Maxen 6x4', 7, 2020, null, [7000, 2495, 3750], 9300, 12742, 460),
            sm('volvo-trucks', 'FH 540 6x4', 'FH 540 6x4', 7, 2013, null, [7100, 2490, 3800], 9600, 12777, 540),
            sm('man', 'TGX 33.540 6x4', 'TGX 33.540 6x4', 7, 2010, null, [7050, 2550, 3850], 9500, 15256, 540),
          ]),
        ],
      ),
    ],
  ),
  form(
    'tank-lorry',
    {
      ko: '탱크로리',
      en: 'Tank lorry',
      fr: 'Camion-citerne',
      ar: 'شاحنة صهريج',
      ru: 'Автоцистерна',
      es: 'Camión cisterna',
    },
    [
      detail(
        'fuel',
        {
          ko: '유류 탱크로리',
          en: 'Fuel tanker',
          fr: 'Citerne à carburant',
          ar: 'صهريج وقود',
          ru: 'Топливозаправщик',
          es: 'Cisterna de combustible',
        },
        [
          cap('10000l', litres(10000), [
            megaTruck([2008, 2019], 8600, 2900, 8200),
            pavise([2019, null], 8650, 2950, 8300),
          ]),
          cap('20000l', litres(20000), [
            sm('hyundai', '엑시언트 6x2', 'Xcient 6x2', 7, 2013, null, [11200, 2490, 3300], 12500, 12742, 440),
            sm('tata-daewoo', '프리마 6x2', 'Prima 6x2', 7, 2009, null, [11200, 2495, 3300], 12400, 11051, 400),
          ]),
        ],
      ),
      detail(
        'water',
        {
          ko: '급수차(물탱크)',
          en: 'Water tanker',
          fr: 'Citerne à eau',
          ar: 'صهريج مياه',
          ru: 'Водовоз',
          es: 'Cisterna de agua',
        },
        [
          cap('8000l', litres(8000), [
            megaTruck([2008, 2019], 7900, 2850, 7600),
            novus([2008, null], 7950, 2900, 7700),
          ]),
        ],
      ),
    ],
  ),
  form('bus', { ko: '버스', en: 'Bus', fr: 'Autobus', ar: 'حافلة', ru: 'Автобус', es: 'Autobús' }, [
    detail(
      'mini',
      { ko: '미니버스', en: 'Minibus', fr: 'Minibus', ar: 'حافلة صغيرة', ru: 'Микроавтобус', es: 'Minibús' },
      [
        cap('15-seat', seats(15), [
          sm('hyundai', '쏠라티', 'Solati', 5, 2015, null, [6195, 2038, 2700], 3200, 2497, 170),
        ]),
        cap('25-seat', seats(25), [
          sm('hyundai', '카운티', 'County', 6, 2008, null, [7080, 2035, 2755], 4250, 3933, 170),
          sm('fuso', '로자', 'Rosa', 6, 2008, null, [6990, 2010, 2640], 4100, 4899, 150),
        ]),
      ],
    ),
    detail(
      'city',
      {
        ko: '시내버스',
        en: 'City bus',
        fr: 'Bus urbain',
        ar: 'حافلة نقل حضري',
        ru: 'Городской автобус',
        es: 'Autobús urbano',
      },
      [
        cap('25-seat', seats(25), [
          sm('hyundai', '에어로시티', 'Aero City', 7, 2008, null, [10995, 2490, 3120], 10200, 11149, 300),
          sm('zyle-daewoo', 'BS110', 'BS110', 7, 2010, null, [10960, 2490, 3150], 10000, 11051, 290),
          sm('hyundai', '일렉시티', 'Elec City', 7, 2017, null, [10995, 2490, 3400], 12100, 0, 322),
        ]),
      ],
    ),
    detail(
      'intercity',
      {
        ko: '고속·관광버스',
        en: 'Intercity / express coach',
        fr: 'Autocar interurbain',
        ar: 'حافلة سفر بين المدن',
        ru: 'Междугородний автобус',
        es: 'Autobús interurbano',
      },
      [
        cap('28-seat', seats(28), [
          sm('hyundai', '유니버스 노블 EX', 'Universe Noble EX', 7, 2016, null, [12000, 2495, 3450], 13100, 12742, 440),
        ]),
        cap('45-seat', seats(45), [
          sm('hyundai', '유니버스', 'Universe', 7, 2008, null, [12000, 2495, 3350], 12900, 12742, 440),
          sm('kia', '그랜버드', 'Granbird', 7, 2008, 2019, [12000, 2495, 3450], 12500, 12344, 410),
          sm('zyle-daewoo', 'FX120', 'FX120', 7, 2008, null, [11990, 2490, 3500], 12800, 11051, 410),
        ]),
      ],
    ),
  ]),
  form(
    'crane',
    { ko: '크레인', en: 'Crane', fr: 'Grue mobile', ar: 'رافعة متحركة (كرين)', ru: 'Автокран', es: 'Grúa móvil' },
    [
      detail(
        'truck',
        {
          ko: '트럭크레인',
          en: 'Truck crane',
          fr: 'Grue sur camion',
          ar: 'رافعة على شاحنة',
          ru: 'Кран на шасси грузовика',
          es: 'Grúa sobre camión',
        },
        [
          cap('25t', tons(25), [
            sm('kato', 'NK-250E', 'NK-250E', 8, 2008, 2016, [11150, 2490, 3480], 26500, 11945, 330),
            sm('tadano', 'TL-250E', 'TL-250E', 8, 2008, 2015, [11200, 2490, 3500], 26000, 11945, 330),
          ]),
          cap('50t', tons(50), [
            sm('kato', 'NK-500E', 'NK-500E', 8, 2008, 2016, [12600, 2620, 3600], 38500, 12880, 380),
          ]),
        ],
      ),
      detail(
        'rough-terrain',
        {
          ko: '험지형 크레인',
          en: 'Rough-terrain crane',
          fr: 'Grue tout-terrain (RT)',
          ar: 'رافعة للطرق الوعرة',
          ru: 'Кран на короткобазном шасси',
          es: 'Grúa todoterreno (RT)',
        },
        [
          cap('25t', tons(25), [
            sm('tadano', 'GR-250N', 'GR-250N', 8, 2010, null, [11155, 2620, 3475], 26300, 7540, 272),
            sm('kato', 'SL-250Rf', 'SL-250Rf', 8, 2010, null, [11150, 2620, 3480], 26000, 7540, 272),
          ]),
          cap('50t', tons(50), [
            sm('tadano', 'GR-500N', 'GR-500N', 8, 2012, null, [11990, 2990, 3585], 39200, 7540, 320),
          ]),
        ],
      ),
      detail(
        'all-terrain',
        {
          ko: '올터레인 크레인',
          en: 'All-terrain crane',
          fr: 'Grue tout-terrain (AT)',
          ar: 'رافعة لجميع التضاريس',
          ru: 'Всюдуходный кран',
          es: 'Grúa todo terreno (AT)',
        },
        [
          cap('100t', tons(100), [
            sm('liebherr', 'LTM 1100-5.2', 'LTM 1100-5.2', 8, 2008, null, [14820, 2750, 3900], 60000, 10518, 503),
            sm('tadano', 'ATF 100G-4', 'ATF 100G-4', 8, 2010, null, [13070, 2750, 3900], 48000, 15930, 476),
          ]),
          cap('220t', tons(220), [
            sm('liebherr', 'LTM 1220-5.2', 'LTM 1220-5.2', 8, 2010, null, [15970, 3000, 4000], 60000, 12800, 544),
          ]),
        ],
      ),
    ],
  ),
  form(
    'aerial-lift',
    {
      ko: '고소작업차',
      en: 'Aerial lift truck',
      fr: 'Camion nacelle',
      ar: 'شاحنة رافعة سلة',
      ru: 'Автовышка',
      es: 'Camión con plataforma elevadora',
    },
    [
      detail(
        'bucket',
        {
          ko: '스카이차(버킷)',
          en: 'Bucket truck',
          fr: 'Nacelle à panier',
          ar: 'رافعة بسلة',
          ru: 'Автовышка с люлькой',
          es: 'Camión canasta',
        },
        [
          cap('1t-28m', tonsAndMetres(1, 28), [
            sm(
              'horyong',
              '호룡 스카이 SH280 (포터2)',
              'Horyong Sky SH280 (Porter II)',
              5,
              2010,
              null,
              [6850, 1740, 2650],
              3450,
              2497,
              133,
            ),
          ]),
          cap('5t-45m', tonsAndMetres(5, 45), [
            sm(
              'horyong',
              '호룡 스카이 SH450 (메가트럭)',
              'Horyong Sky SH450 (Mega Truck)',
              7,
              2010,
              null,
              [11400, 2490, 3600],
              14500,
              5899,
              260,
            ),
            sm(
              'horyong',
              '호룡 스카이 SH450 (파비스)',
              'Horyong Sky SH450 (Pavise)',
              7,
              2019,
              null,
              [11400, 2490, 3650],
              14700,
              6800,
              300,
            ),
          ]),
        ],
      ),
      detail(
        'ladder',
        {
          ko: '사다리차',
          en: 'Ladder truck',
          fr: 'Camion monte-meubles',
          ar: 'شاحنة سلم',
          ru: 'Автолестница (мебельный подъёмник)',
          es: 'Camión escalera',
        },
        [
          cap('1t-24m', tonsAndMetres(1, 24), [
            sm(
              'horyong',
              '호룡 사다리 HL240 (봉고3)',
              'Horyong Ladder HL240 (Bongo III)',
              5,
              2012,
              null,
              [6700, 1740, 2500],
              3100,
              2497,
              133,
            ),
          ]),
          cap('2.5t-45m', tonsAndMetres(2.5, 45), [
            sm(
              'horyong',
              '호룡 사다리 HL450 (마이티)',
              'Horyong Ladder HL450 (Mighty)',
              6,
              2015,
              null,
              [9100, 2040, 3200],
              7400,
              3933,
              170,
            ),
          ]),
        ],
      ),
    ],
  ),
  form(
    'excavator',
    { ko: '굴착기', en: 'Excavator', fr: 'Pelle hydraulique', ar: 'حفارة', ru: 'Экскаватор', es: 'Excavadora' },
    [
      detail(
        'crawler',
        {
          ko: '크롤러(무한궤도)',
          en: 'Crawler excavator',
          fr: 'Pelle sur chenilles',
          ar: 'حفارة جنزير',
          ru: 'Гусеничный экскаватор',
          es: 'Excavadora de orugas',
        },
        [
          cap('0.6m3', bucket(0.6, 20), [
            sm('develon', 'DX225LCA', 'DX225LCA', 8, 2010, null, [9550, 2990, 2980], 21900, 5890, 168),
            sm('hd-hyundai-ce', 'HX220A L', 'HX220A L', 8, 2020, null, [9510, 2990, 3020], 22200, 6700, 173),
            sm('volvo-ce', 'EC210D', 'EC210D', 8, 2014, null, [9600, 2990, 2970], 21500, 4760, 165),
            sm('caterpillar', '320', '320', 8, 2018, null, [9530, 2980, 2960], 22500, 4400, 172),
          ]),
          cap('1.0m3', bucket(1.0, 30), [
            sm('develon', 'DX300LCA', 'DX300LCA', 8, 2012, null, [10500, 3200, 3100], 30000, 7640, 250),
            sm('hd-hyundai-ce', 'R300LC-9S', 'R300LC-9S', 8, 2011, 2020, [10610, 3200, 3150], 30500, 8300, 249),
            sm('komatsu', 'PC300-8', 'PC300-8', 8, 2008, 2016, [11140, 3190, 3190], 31000, 8270, 246),
          ]),
        ],
      ),
      detail(
        'wheeled',
        {
          ko: '타이어식(휠)',
          en: 'Wheeled excavator',
          fr: 'Pelle sur pneus',
          ar: 'حفارة بعجلات',
          ru: 'Колёсный экскаватор',
          es: 'Excavadora de ruedas',
        },
        [
          cap('0.4m3', bucket(0.4, 14), [
            sm('develon', 'DX140W', 'DX140W', 8, 2010, null, [7700, 2500, 3130], 14500, 4400, 138),
            sm('hd-hyundai-ce', 'HW145', 'HW145', 8, 2016, null, [7750, 2500, 3100], 14700, 4500, 145),
          ]),
          cap('0.8m3', bucket(0.8, 21), [
            sm('develon', 'DX210W', 'DX210W', 8, 2010, null, [9450, 2500, 3180], 20500, 5890, 168),
            sm('hd-hyundai-ce', 'HW210', 'HW210', 8, 2016, null, [9400, 2540, 3200], 21000, 6700, 173),
          ]),
        ],
      ),
      detail(
        'mini',
        {
          ko: '미니 굴착기',
          en: 'Mini excavator',
          fr: 'Mini-pelle',
          ar: 'حفارة صغيرة',
          ru: 'Мини-экскаватор',
          es: 'Miniexcavadora',
        },
        [
          cap('0.1m3', bucket(0.1, 3.5), [
            sm('develon', 'DX35Z', 'DX35Z', 8, 2012, null, [4880, 1740, 2500], 3700, 1642, 24),
            sm('hd-hyundai-ce', 'R35Z-9', 'R35Z-9', 8, 2010, null, [4900, 1740, 2520], 3800, 1642, 24),
          ]),
          cap('0.2m3', bucket(0.2, 6), [
            sm('develon', 'DX60R', 'DX60R', 8, 2011, null, [5800, 1920, 2570], 5900, 3319, 58),
            sm('hd-hyundai-ce', 'R55-9', 'R55-9', 8, 2010, null, [5750, 1920, 2580], 5500, 3319, 54),
          ]),
        ],
      ),
    ],
  ),
  form(
    'wheel-loader',
    {
      ko: '휠로더',
      en: 'Wheel loader',
      fr: 'Chargeuse sur pneus',
      ar: 'لودر بعجلات (شيول)',
      ru: 'Фронтальный погрузчик',
      es: 'Cargadora de ruedas',
    },
    [
      detail(
        'standard',
        {
          ko: '일반 휠로더',
          en: 'Wheel loader',
          fr: 'Chargeuse sur pneus',
          ar: 'لودر بعجلات',
          ru: 'Колёсный погрузчик',
          es: 'Cargadora de ruedas',
        },
        [
          cap('2.0m3', loaderBucket('2.0'), [
            sm('develon', 'DL200-5', 'DL200-5', 8, 2012, null, [7400, 2500, 3280], 11000, 5890, 170),
            sm('hd-hyundai-ce', 'HL740-9', 'HL740-9', 8, 2010, null, [7500, 2550, 3300], 12800, 6700, 173),
          ]),
          cap('3.0m3', loaderBucket('3.0'), [
            sm('develon', 'DL250-5', 'DL250-5', 8, 2012, null, [7900, 2700, 3360], 14500, 5890, 200),
            sm('hd-hyundai-ce', 'HL760-9', 'HL760-9', 8, 2010, null, [8400, 2900, 3450], 17300, 8300, 250),
            sm('caterpillar', '950 GC', '950 GC', 8, 2016, null, [8500, 2900, 3450], 18600, 7010, 225),
            sm('volvo-ce', 'L120H', 'L120H', 8, 2015, null, [8450, 2900, 3450], 19700, 7700, 272),
          ]),
          cap('4.0m3', loaderBucket('4.0'), [
            sm('develon', 'DL420-5', 'DL420-5', 8, 2013, null, [9100, 3200, 3600], 24500, 9300, 340),
            sm('komatsu', 'WA470-6', 'WA470-6', 8, 2008, 2018, [9000, 3150, 3500], 23000, 11040, 272),
          ]),
        ],
      ),
    ],
  ),
  form(
    'forklift',
    {
      ko: '지게차',
      en: 'Forklift',
      fr: 'Chariot élévateur',
      ar: 'رافعة شوكية',
      ru: 'Вилочный погрузчик',
      es: 'Montacargas',
    },
    [
      detail(
        'engine',
        {
          ko: '디젤·LPG 지게차',
          en: 'Diesel / LPG forklift',
          fr: 'Chariot diesel / GPL',
          ar: 'رافعة شوكية ديزل / غاز',
          ru: 'Дизельный / газовый погрузчик',
          es: 'Montacargas diésel / GLP',
        },
        [
          cap('2.5t', tons(2.5), [
            sm('clark', 'C25D', 'C25D', 8, 2010, null, [3650, 1160, 2160], 3950, 3319, 60),
            sm('doosan-forklift', 'D25S-7', 'D25S-7', 8, 2014, null, [3590, 1150, 2150], 3800, 2400, 54),
            sm('hd-hyundai-ce', '25D-9', '25D-9', 8, 2012, null, [3600, 1150, 2170], 3900, 3319, 57),
          ]),
          cap('3t', tons(3), [
            sm('doosan-forklift', 'D30S-7', 'D30S-7', 8, 2014, null, [3720, 1150, 2150], 4400, 3409, 62),
            sm('hd-hyundai-ce', '30D-9', '30D-9', 8, 2012, null, [3730, 1230, 2170], 4500, 3319, 57),
          ]),
          cap('5t', tons(5), [
            sm('doosan-forklift', 'D50SC-5', 'D50SC-5', 8, 2008, null, [4500, 1460, 2400], 7600, 3409, 74),
            sm('clark', 'C50D', 'C50D', 8, 2010, null, [4550, 1450, 2400], 7700, 4500, 90),
          ]),
          cap('15t', tons(15), [
            sm('hd-hyundai-ce', '160D-9', '160D-9', 8, 2012, null, [6750, 2500, 3400], 21500, 6700, 173),
            sm('doosan-forklift', 'D160S-7', 'D160S-7', 8, 2015, null, [6800, 2500, 3400], 21000, 6700, 173),
          ]),
        ],
      ),
      detail(
        'electric',
        {
          ko: '전동 지게차',
          en: 'Electric forklift',
          fr: 'Chariot électrique',
          ar: 'رافعة شوكية كهربائية',
          ru: 'Электропогрузчик',
          es: 'Montacargas eléctrico',
        },
        [
          cap('2.5t', tons(2.5), [
            sm('doosan-forklift', 'B25X-7', 'B25X-7', 8, 2015, null, [3450, 1150, 2150], 4300, 0, 27),
            sm('hd-hyundai-ce', '25B-9', '25B-9', 8, 2012, null, [3500, 1150, 2170], 4400, 0, 26),
            sm('clark', 'GEX25', 'GEX25', 8, 2013, null, [3500, 1150, 2180], 4350, 0, 25),
          ]),
        ],
      ),
    ],
  ),
  form(
    'concrete-mixer',
    {
      ko: '콘크리트 믹서트럭(레미콘)',
      en: 'Concrete mixer truck',
      fr: 'Camion malaxeur (toupie)',
      ar: 'شاحنة خلاطة خرسانة',
      ru: 'Автобетоносмеситель',
      es: 'Camión hormigonera',
    },
    [
      detail(
        'mixer',
        {
          ko: '믹서트럭',
          en: 'Transit mixer',
          fr: 'Toupie béton',
          ar: 'خلاطة خرسانة',
          ru: 'Бетоносмеситель',
          es: 'Hormigonera',
        },
        [
          cap('6m3', { ko: '6m³', en: '6 m³', fr: '6 m³', ar: '6 م³', ru: '6 м³', es: '6 m³' }, [
            sm(
              'hyundai',
              '엑시언트 6x4 믹서 (에버다임)',
              'Xcient 6x4 Mixer (Everdigm)',
              7,
              2013,
              null,
              [8400, 2490, 3700],
              12400,
              12742,
              440,
            ),
            sm(
              'tata-daewoo',
              '노부스 6x4 믹서',
              'Novus 6x4 Mixer',
              7,
              2008,
              null,
              [8350, 2495, 3680],
              12200,
              11051,
              340,
            ),
            sm('volvo-trucks', 'FMX 6x4 믹서', 'FMX 6x4 Mixer', 7, 2014, null, [8400, 2550, 3700], 12600, 10837, 420),
          ]),
        ],
      ),
      detail(
        'pump',
        {
          ko: '콘크리트 펌프카',
          en: 'Concrete pump truck',
          fr: 'Camion pompe à béton',
          ar: 'مضخة خرسانة على شاحنة',
          ru: 'Автобетононасос',
          es: 'Camión bomba de hormigón',
        },
        [
          cap('36m', boom(36), [
            sm('everdigm', 'ECP36CX', 'ECP36CX', 8, 2010, null, [10800, 2490, 3800], 21500, 12742, 440),
          ]),
          cap('52m', boom(52), [
            sm('everdigm', 'ECP52CX', 'ECP52CX', 8, 2012, null, [12800, 2500, 4000], 38500, 12742, 520),
          ]),
        ],
      ),
    ],
  ),
  form(
    'refrigerated',
    {
      ko: '냉동·냉장 탑차',
      en: 'Refrigerated truck',
      fr: 'Camion frigorifique',
      ar: 'شاحنة مبردة (ثلاجة)',
      ru: 'Рефрижератор',
      es: 'Camión refrigerado',
    },
    [
      detail(
        'chiller',
        {
          ko: '냉장탑',
          en: 'Chiller box (0 °C)',
          fr: 'Caisse réfrigérée (0 °C)',
          ar: 'صندوق مبرد (0 °C)',
          ru: 'Изотермический фургон с холодильником (0 °C)',
          es: 'Caja refrigerada (0 °C)',
        },
        [cap('1t', tons(1), [porter([2008, null], 2150), bongo([2008, null], 2120)])],
      ),
      detail(
        'freezer',
        {
          ko: '냉동탑',
          en: 'Freezer box (-20 °C)',
          fr: 'Caisse congélation (-20 °C)',
          ar: 'صندوق تجميد (-20 °C)',
          ru: 'Морозильный фургон (-20 °C)',
          es: 'Caja congeladora (-20 °C)',
        },
        [
          cap('1t', tons(1), [porter([2008, null], 2250), bongo([2008, null], 2230)]),
          cap('2.5t', tons(2.5), [mighty([2015, null], 6500, 3150, 4400)]),
          cap('5t', tons(5), [
            megaTruck([2008, 2019], 9300, 3600, 8700),
            sm('isuzu', '포워드', 'Forward', 7, 2008, null, [9100, 2490, 3550], 8200, 7790, 240),
          ]),
        ],
      ),
    ],
  ),
  form(
    'special-purpose',
    {
      ko: '특장차',
      en: 'Special-purpose vehicle',
      fr: 'Véhicule spécial',
      ar: 'مركبة لأغراض خاصة',
      ru: 'Спецтехника',
      es: 'Vehículo de uso especial',
    },
    [
      detail(
        'garbage',
        {
          ko: '청소차(압축진개)',
          en: 'Garbage truck',
          fr: 'Benne à ordures',
          ar: 'شاحنة نفايات (ضاغطة)',
          ru: 'Мусоровоз',
          es: 'Camión recolector de basura',
        },
        [
          cap('1t', tons(1), [porter([2008, null], 2350, 5300, 2500)]),
          cap('5t', tons(5), [megaTruck([2008, 2019], 8200, 3300, 10200), pavise([2019, null], 8250, 3350, 10400)]),
        ],
      ),
      detail(
        'sprinkler',
        {
          ko: '살수차',
          en: 'Water sprinkler truck',
          fr: 'Arroseuse',
          ar: 'شاحنة رش مياه',
          ru: 'Поливомоечная машина',
          es: 'Camión regador',
        },
        [cap('8t', tons(8), [megaTruck([2008, 2019], 8100, 2900, 8400), novus([2008, null], 8150, 2950, 8500)])],
      ),
      detail(
        'tow',
        {
          ko: '견인차(렉카)',
          en: 'Tow truck (wrecker)',
          fr: 'Dépanneuse',
          ar: 'سيارة سحب (ونش)',
          ru: 'Эвакуатор',
          es: 'Grúa de remolque',
        },
        [
          cap('1t', tons(1), [porter([2008, null], 2450, 5400, 2300)]),
          cap('3.5t', tons(3.5), [mighty([2015, null], 7500, 2700, 5600)]),
        ],
      ),
    ],
  ),
];
