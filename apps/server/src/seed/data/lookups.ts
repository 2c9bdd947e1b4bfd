import type { Coded, Color, Drive } from './types.ts';

export const TRANSMISSIONS: Coded[] = [
  {
    code: 'automatic',
    names: { ko: '오토', en: 'Automatic', fr: 'Automatique', ar: 'أوتوماتيك', ru: 'Автомат', es: 'Automática' },
  },
  {
    code: 'manual',
    names: { ko: '수동', en: 'Manual', fr: 'Manuelle', ar: 'عادي (يدوي)', ru: 'Механика', es: 'Manual' },
  },
  {
    code: 'cvt',
    names: {
      ko: 'CVT(무단변속기)',
      en: 'CVT',
      fr: 'CVT (variation continue)',
      ar: 'CVT (ناقل حركة متغير باستمرار)',
      ru: 'Вариатор (CVT)',
      es: 'CVT (transmisión continua)',
    },
  },
  {
    code: 'dct',
    names: {
      ko: 'DCT(듀얼클러치)',
      en: 'Dual-clutch (DCT)',
      fr: 'Double embrayage (DCT)',
      ar: 'ناقل حركة مزدوج القابض (DCT)',
      ru: 'Робот с двумя сцеплениями (DCT)',
      es: 'Doble embrague (DCT)',
    },
  },
  {
    code: 'semi-automatic',
    names: {
      ko: '세미오토',
      en: 'Semi-automatic',
      fr: 'Semi-automatique',
      ar: 'نصف أوتوماتيك',
      ru: 'Полуавтомат',
      es: 'Semiautomática',
    },
  },
];

export const FUELS: Coded[] = [
  {
    code: 'gasoline',
    names: { ko: '가솔린', en: 'Gasoline', fr: 'Essence', ar: 'بنزين', ru: 'Бензин', es: 'Gasolina' },
  },
  { code: 'diesel', names: { ko: '디젤', en: 'Diesel', fr: 'Diesel', ar: 'ديزل', ru: 'Дизель', es: 'Diésel' } },
  {
    code: 'lpg',
    names: { ko: 'LPG', en: 'LPG', fr: 'GPL', ar: 'غاز البترول المسال (LPG)', ru: 'Газ (LPG)', es: 'GLP' },
  },
  {
    code: 'hybrid',
    names: { ko: '하이브리드', en: 'Hybrid', fr: 'Hybride', ar: 'هايبرد', ru: 'Гибрид', es: 'Híbrido' },
  },
  {
    code: 'plugin-hybrid',
    names: {
      ko: '플러그인 하이브리드',
      en: 'Plug-in hybrid',
      fr: 'Hybride rechargeable',
      ar: 'هايبرد قابل للشحن',
      ru: 'Подключаемый гибрид',
      es: 'Híbrido enchufable',
    },
  },
  {
    code: 'electric',
    names: { ko: '전기', en: 'Electric', fr: 'Électrique', ar: 'كهربائي', ru: 'Электро', es: 'Eléctrico' },
  },
  {
    code: 'hydrogen',
    names: { ko: '수소', en: 'Hydrogen', fr: 'Hydrogène', ar: 'هيدروجين', ru: 'Водород', es: 'Hidrógeno' },
  },
  {
    code: 'cng',
    names: { ko: 'CNG(천연가스)', en: 'CNG', fr: 'GNC', ar: 'غاز طبيعي مضغوط (CNG)', ru: 'Метан (CNG)', es: 'GNC' },
  },
];

/** Car drives, then the axle layouts and tracks of trucks and machinery; 4WD is both (4x4 trucks, loaders). */
export const DRIVES: Drive[] = [
  {
    code: '2wd-front',
    category: 1,
    names: {
      ko: '전륜구동(2WD)',
      en: 'Front-wheel drive (2WD)',
      fr: 'Traction avant (2RM)',
      ar: 'دفع أمامي (2WD)',
      ru: 'Передний привод',
      es: 'Tracción delantera (2WD)',
    },
  },
  {
    code: '2wd-rear',
    category: 1,
    names: {
      ko: '후륜구동(2WD)',
      en: 'Rear-wheel drive (2WD)',
      fr: 'Propulsion (2RM)',
      ar: 'دفع خلفي (2WD)',
      ru: 'Задний привод',
      es: 'Tracción trasera (2WD)',
    },
  },
  {
    code: '4wd',
    category: null,
    names: {
      ko: '4륜구동(4WD)',
      en: 'Four-wheel drive (4WD)',
      fr: 'Quatre roues motrices (4x4)',
      ar: 'دفع رباعي (4WD)',
      ru: 'Полный привод (4WD)',
      es: 'Tracción 4x4 (4WD)',
    },
  },
  {
    code: 'awd',
    category: 1,
    names: {
      ko: '상시사륜(AWD)',
      en: 'All-wheel drive (AWD)',
      fr: 'Transmission intégrale (AWD)',
      ar: 'دفع كلي (AWD)',
      ru: 'Постоянный полный привод (AWD)',
      es: 'Tracción total (AWD)',
    },
  },
  { code: '4x2', category: 2, names: { ko: '4x2', en: '4x2', fr: '4x2', ar: '4x2', ru: '4x2', es: '4x2' } },
  { code: '6x2', category: 2, names: { ko: '6x2', en: '6x2', fr: '6x2', ar: '6x2', ru: '6x2', es: '6x2' } },
  { code: '6x4', category: 2, names: { ko: '6x4', en: '6x4', fr: '6x4', ar: '6x4', ru: '6x4', es: '6x4' } },
  { code: '8x4', category: 2, names: { ko: '8x4', en: '8x4', fr: '8x4', ar: '8x4', ru: '8x4', es: '8x4' } },
  {
    code: 'crawler',
    category: 2,
    names: {
      ko: '무한궤도(크롤러)',
      en: 'Crawler (tracks)',
      fr: 'Chenilles',
      ar: 'جنزير',
      ru: 'Гусеничный ход',
      es: 'Orugas',
    },
  },
];

export const LOCATIONS: Coded[] = [
  { code: 'incheon', names: { ko: '인천', en: 'Incheon', fr: 'Incheon', ar: 'إنتشون', ru: 'Инчхон', es: 'Incheon' } },
  {
    code: 'pyeongtaek',
    names: { ko: '평택', en: 'Pyeongtaek', fr: 'Pyeongtaek', ar: 'بيونغتيك', ru: 'Пхёнтхэк', es: 'Pyeongtaek' },
  },
  { code: 'busan', names: { ko: '부산', en: 'Busan', fr: 'Busan', ar: 'بوسان', ru: 'Пусан', es: 'Busan' } },
  { code: 'seoul', names: { ko: '서울', en: 'Seoul', fr: 'Séoul', ar: 'سول', ru: 'Сеул', es: 'Seúl' } },
  {
    code: 'gyeonggi-suwon',
    names: {
      ko: '경기(수원)',
      en: 'Gyeonggi (Suwon)',
      fr: 'Gyeonggi (Suwon)',
      ar: 'غيونغي (سوون)',
      ru: 'Кёнгидо (Сувон)',
      es: 'Gyeonggi (Suwon)',
    },
  },
  { code: 'ansan', names: { ko: '안산', en: 'Ansan', fr: 'Ansan', ar: 'آنسان', ru: 'Ансан', es: 'Ansan' } },
  { code: 'gunsan', names: { ko: '군산', en: 'Gunsan', fr: 'Gunsan', ar: 'غونسان', ru: 'Кунсан', es: 'Gunsan' } },
  { code: 'ulsan', names: { ko: '울산', en: 'Ulsan', fr: 'Ulsan', ar: 'أولسان', ru: 'Ульсан', es: 'Ulsan' } },
  {
    code: 'gwangyang',
    names: { ko: '광양', en: 'Gwangyang', fr: 'Gwangyang', ar: 'غوانغيانغ', ru: 'Кванян', es: 'Gwangyang' },
  },
  { code: 'daegu', names: { ko: '대구', en: 'Daegu', fr: 'Daegu', ar: 'دايغو', ru: 'Тэгу', es: 'Daegu' } },
  { code: 'daejeon', names: { ko: '대전', en: 'Daejeon', fr: 'Daejeon', ar: 'دايجون', ru: 'Тэджон', es: 'Daejeon' } },
  { code: 'gwangju', names: { ko: '광주', en: 'Gwangju', fr: 'Gwangju', ar: 'غوانغجو', ru: 'Кванджу', es: 'Gwangju' } },
];

export const COLORS: Color[] = [
  {
    code: 'white',
    colorCode: '#FFFFFF',
    names: { ko: '흰색', en: 'White', fr: 'Blanc', ar: 'أبيض', ru: 'Белый', es: 'Blanco' },
  },
  {
    code: 'pearl-white',
    colorCode: '#F4F1E8',
    names: {
      ko: '진주색',
      en: 'Pearl white',
      fr: 'Blanc nacré',
      ar: 'أبيض لؤلؤي',
      ru: 'Белый перламутр',
      es: 'Blanco perlado',
    },
  },
  {
    code: 'black',
    colorCode: '#111111',
    names: { ko: '검정색', en: 'Black', fr: 'Noir', ar: 'أسود', ru: 'Чёрный', es: 'Negro' },
  },
  {
    code: 'silver',
    colorCode: '#C0C0C0',
    names: { ko: '은색', en: 'Silver', fr: 'Argent', ar: 'فضي', ru: 'Серебристый', es: 'Plata' },
  },
  {
    code: 'gray',
    colorCode: '#8C8C8C',
    names: { ko: '회색', en: 'Gray', fr: 'Gris', ar: 'رمادي', ru: 'Серый', es: 'Gris' },
  },
  {
    code: 'dark-gray',
    colorCode: '#4A4D50',
    names: { ko: '쥐색', en: 'Dark gray', fr: 'Gris foncé', ar: 'رمادي داكن', ru: 'Тёмно-серый', es: 'Gris oscuro' },
  },
  {
    code: 'blue',
    colorCode: '#1F5FBF',
    names: { ko: '파란색', en: 'Blue', fr: 'Bleu', ar: 'أزرق', ru: 'Синий', es: 'Azul' },
  },
  {
    code: 'navy',
    colorCode: '#1B2A4A',
    names: { ko: '남색', en: 'Navy', fr: 'Bleu marine', ar: 'كحلي', ru: 'Тёмно-синий', es: 'Azul marino' },
  },
  {
    code: 'red',
    colorCode: '#C8102E',
    names: { ko: '빨간색', en: 'Red', fr: 'Rouge', ar: 'أحمر', ru: 'Красный', es: 'Rojo' },
  },
  {
    code: 'wine',
    colorCode: '#722F37',
    names: { ko: '와인색', en: 'Wine', fr: 'Bordeaux', ar: 'نبيذي', ru: 'Бордовый', es: 'Vino' },
  },
  {
    code: 'brown',
    colorCode: '#6B4226',
    names: { ko: '갈색', en: 'Brown', fr: 'Marron', ar: 'بني', ru: 'Коричневый', es: 'Marrón' },
  },
  {
    code: 'beige',
    colorCode: '#D8C8A8',
    names: { ko: '베이지', en: 'Beige', fr: 'Beige', ar: 'بيج', ru: 'Бежевый', es: 'Beige' },
  },
  {
    code: 'green',
    colorCode: '#2E6B3A',
    names: { ko: '녹색', en: 'Green', fr: 'Vert', ar: 'أخضر', ru: 'Зелёный', es: 'Verde' },
  },
  {
    code: 'yellow',
    colorCode: '#F2C500',
    names: { ko: '노란색', en: 'Yellow', fr: 'Jaune', ar: 'أصفر', ru: 'Жёлтый', es: 'Amarillo' },
  },
  {
    code: 'orange',
    colorCode: '#E8721C',
    names: { ko: '주황색', en: 'Orange', fr: 'Orange', ar: 'برتقالي', ru: 'Оранжевый', es: 'Naranja' },
  },
  {
    code: 'gold',
    colorCode: '#C9A646',
    names: { ko: '금색', en: 'Gold', fr: 'Or', ar: 'ذهبي', ru: 'Золотистый', es: 'Dorado' },
  },
  {
    code: 'other',
    colorCode: null,
    names: { ko: '기타', en: 'Other', fr: 'Autre', ar: 'أخرى', ru: 'Другой', es: 'Otro' },
  },
];
