import type { ImportRuleInput, LocalizedKey, VehicleClass } from '@market/domain';
import type { Names } from './types.ts';

export type SeedImportRule = Omit<ImportRuleInput, LocalizedKey<'note'> | 'status' | 'checkedOn'> & { note?: Names };
type SeedClassLimit = ImportRuleInput['classLimits'][number];

/**
 * The import rules of the destinations Korean used vehicles go to (issues 18 and 28), by vehicle class. No official
 * page could be read where these were written (no internet), so every rule is seeded "to verify" with no "checked"
 * date. The source is the specific official page where one was found in a stored copy (Peru, Uzbekistan), else the
 * authority's site, and docs/decisions/0212 names the instrument (law, standard, decree) staff must read there
 * before replacing the address with that page, setting the date and verifying the rule. A class whose law was not
 * known is "check with your authority", never a guess.
 */
const ROAD: VehicleClass[] = ['passenger', 'lightCommercial', 'truck', 'bus'];
const OFF_ROAD: VehicleClass[] = ['specialPurpose', 'machinery'];
const ALL: VehicleClass[] = [...ROAD, ...OFF_ROAD];

/** The same limits for several classes. */
const admit = (classes: VehicleClass[], limits: Omit<SeedClassLimit, 'vehicleClass' | 'admitted'> = {}) =>
  classes.map((vehicleClass): SeedClassLimit => ({ vehicleClass, admitted: 'yes', ...limits }));
const check = (classes: VehicleClass[]) =>
  classes.map((vehicleClass): SeedClassLimit => ({ vehicleClass, admitted: 'check' }));
/** Every class not named in `limits` is sent to the authority, so the seed states a verdict for every class. */
const rule = (fields: Omit<SeedImportRule, 'salvageBanned' | 'checkRequired'> & Partial<SeedImportRule>) => {
  const named = new Set(fields.classLimits.map((limit) => limit.vehicleClass));
  return {
    salvageBanned: false,
    checkRequired: false,
    ...fields,
    classLimits: [...fields.classLimits, ...check(ALL.filter((vehicleClass) => !named.has(vehicleClass)))],
  } satisfies SeedImportRule;
};

const AGE_UNCONFIRMED: Names = {
  ko: '중고차 연식 제한을 공식 자료에서 확인하지 못했습니다. 구매 전에 당국에 확인하세요.',
  en: 'The age limit for used vehicles could not be confirmed on an official page: check with the authority before buying.',
  fr: 'La limite d’âge des véhicules d’occasion n’a pas pu être confirmée sur une page officielle : vérifiez auprès de l’autorité avant d’acheter.',
  ar: 'تعذّر تأكيد حد عمر المركبات المستعملة من صفحة رسمية: تحقق من الجهة المختصة قبل الشراء.',
  ru: 'Ограничение по возрасту подержанных автомобилей не удалось подтвердить на официальной странице: уточните у ведомства до покупки.',
  es: 'No se pudo confirmar en una página oficial el límite de antigüedad de los vehículos usados: consulte a la autoridad antes de comprar.',
};

/** East Africa drives on the left: right-hand drive only, for cars and trucks alike (the same rule in each country). */
const RIGHT_HAND = { steering: 'right' } as const;

export const IMPORT_RULES: SeedImportRule[] = [
  rule({
    countryCode: 'KE',
    sourceUrl: 'https://www.kebs.org/',
    salvageBanned: true,
    classLimits: [
      ...admit(['passenger', 'lightCommercial'], { maxAgeYears: 8, ageBasis: 'registrationYear', ...RIGHT_HAND }),
      // KS 1515:2019: used rigid trucks of 3.5 t to 30 t gross are refused; tractor heads and heavier rigs are not
      // told apart from the listing, so they are "check".
      {
        vehicleClass: 'truck',
        maxWeightKg: 3_499,
        admitted: 'yes',
        maxAgeYears: 8,
        ageBasis: 'registrationYear',
        ...RIGHT_HAND,
      },
      { vehicleClass: 'truck', minWeightKg: 3_500, maxWeightKg: 30_000, admitted: 'no' },
      { vehicleClass: 'truck', minWeightKg: 30_001, admitted: 'check' },
    ],
    note: {
      ko: 'KS 1515:2019: 중고 버스는 길이 7m 이하 마이크로버스만, 최초 등록 연도부터 8년 이하여야 합니다. KEBS 선적 전 검사가 필요합니다.',
      en: 'KS 1515:2019: of used buses only microbuses up to 7 m are admitted, under 8 years from the year of first registration. A KEBS pre-export inspection is required.',
      fr: 'KS 1515:2019 : parmi les autobus d’occasion, seuls les microbus jusqu’à 7 m sont admis, à moins de 8 ans depuis l’année de première immatriculation. Une inspection KEBS avant expédition est exigée.',
      ar: 'KS 1515:2019: من الحافلات المستعملة تُقبل الحافلات الصغيرة حتى 7 م فقط، بعمر أقل من 8 سنوات من سنة أول تسجيل. يلزم فحص ما قبل التصدير من KEBS.',
      ru: 'KS 1515:2019: из подержанных автобусов допускаются только микроавтобусы длиной до 7 м, не старше 8 лет с года первой регистрации. Требуется предотгрузочная инспекция KEBS.',
      es: 'KS 1515:2019: de los autobuses usados solo se admiten microbuses de hasta 7 m, con menos de 8 años desde el año de primera matriculación. Se exige una inspección previa al embarque de KEBS.',
    },
  }),
  rule({
    countryCode: 'UG',
    sourceUrl: 'https://www.ura.go.ug/',
    classLimits: admit(ROAD, { maxAgeYears: 15, ageBasis: 'year', ...RIGHT_HAND }),
  }),
  rule({
    countryCode: 'TZ',
    sourceUrl: 'https://www.tra.go.tz/',
    classLimits: admit(ROAD, RIGHT_HAND),
    note: {
      ko: '연식이 오래된 차량에는 추가 소비세가 부과됩니다.',
      en: 'Older vehicles pay an additional excise duty.',
      fr: 'Les véhicules plus anciens paient un droit d’accise supplémentaire.',
      ar: 'تدفع المركبات الأقدم رسوم إنتاج إضافية.',
      ru: 'За более старые автомобили взимается дополнительный акциз.',
      es: 'Los vehículos más antiguos pagan un impuesto especial adicional.',
    },
  }),
  // West Africa drives on the right.
  rule({
    countryCode: 'CI',
    sourceUrl: 'https://www.douanes.ci/',
    classLimits: [
      ...admit(['passenger'], { maxAgeYears: 5, ageBasis: 'registration', steering: 'left' }),
      ...admit(['lightCommercial', 'truck'], { maxAgeYears: 10, ageBasis: 'registration', steering: 'left' }),
    ],
  }),
  rule({
    countryCode: 'SN',
    sourceUrl: 'https://www.douanes.sn/',
    classLimits: admit(['passenger'], { maxAgeYears: 8, ageBasis: 'registration', steering: 'left' }),
  }),
  rule({
    countryCode: 'GH',
    sourceUrl: 'https://gra.gov.gh/customs/',
    salvageBanned: true,
    classLimits: admit(['passenger', 'lightCommercial'], { steering: 'left' }),
    note: {
      ko: '10년 넘은 차량에는 연식 초과 벌과금이 부과됩니다. 사고·침수 차량은 수입할 수 없습니다.',
      en: 'Vehicles over 10 years old pay an over-age penalty; salvage and flood-damaged vehicles are banned.',
      fr: 'Les véhicules de plus de 10 ans paient une pénalité d’âge ; les véhicules accidentés ou inondés sont interdits.',
      ar: 'تدفع المركبات التي يزيد عمرها عن 10 سنوات غرامة تجاوز العمر؛ ويُحظر استيراد المركبات المتضررة أو الغارقة.',
      ru: 'За автомобили старше 10 лет взимается штраф за возраст; битые и затопленные автомобили запрещены.',
      es: 'Los vehículos de más de 10 años pagan una penalización por antigüedad; los siniestrados o inundados están prohibidos.',
    },
  }),
  rule({
    countryCode: 'NG',
    sourceUrl: 'https://customs.gov.ng/',
    classLimits: admit(ROAD, { maxAgeYears: 15, ageBasis: 'year', steering: 'left' }),
  }),
  rule({
    countryCode: 'BJ',
    sourceUrl: 'https://finances.bj/',
    classLimits: check(ALL),
    note: AGE_UNCONFIRMED,
  }),
  rule({
    countryCode: 'TG',
    sourceUrl: 'https://www.otr.tg/',
    classLimits: check(ALL),
    note: AGE_UNCONFIRMED,
  }),
  // North Africa, the Middle East and South Asia.
  rule({
    countryCode: 'DZ',
    sourceUrl: 'https://www.douane.gov.dz/',
    classLimits: admit(['passenger'], {
      maxAgeYears: 3,
      ageBasis: 'registration',
      steering: 'left',
      bannedFuels: ['diesel'],
    }),
  }),
  rule({
    countryCode: 'EG',
    sourceUrl: 'https://www.customs.gov.eg/',
    classLimits: check(ALL),
    note: AGE_UNCONFIRMED,
  }),
  rule({
    countryCode: 'LY',
    sourceUrl: 'https://customs.gov.ly/',
    classLimits: check(ALL),
    note: AGE_UNCONFIRMED,
  }),
  rule({
    countryCode: 'SA',
    sourceUrl: 'https://zatca.gov.sa/',
    salvageBanned: true,
    classLimits: admit(['passenger', 'lightCommercial'], { maxAgeYears: 5, ageBasis: 'year', steering: 'left' }),
  }),
  rule({
    countryCode: 'JO',
    sourceUrl: 'https://www.customs.gov.jo/',
    classLimits: admit(['passenger'], { maxAgeYears: 5, ageBasis: 'year', steering: 'left', bannedFuels: ['diesel'] }),
  }),
  rule({
    countryCode: 'IQ',
    sourceUrl: 'https://mof.gov.iq/',
    checkRequired: true,
    classLimits: check(ALL),
    note: {
      ko: '연식 제한이 자주 바뀝니다. 선적 전에 세관에 확인하세요.',
      en: 'Age limits change often: check with customs before shipping.',
      fr: 'Les limites d’âge changent souvent : vérifiez auprès de la douane avant l’expédition.',
      ar: 'تتغير حدود العمر كثيرًا: تحقق من الجمارك قبل الشحن.',
      ru: 'Ограничения по возрасту часто меняются: уточните в таможне до отправки.',
      es: 'Los límites de antigüedad cambian a menudo: consulte a la aduana antes del envío.',
    },
  }),
  rule({
    countryCode: 'PK',
    sourceUrl: 'https://www.fbr.gov.pk/',
    checkRequired: true,
    classLimits: admit(['passenger'], { maxAgeYears: 3, ageBasis: 'year', steering: 'right' }),
    note: {
      ko: '개인 이사·선물 제도로만 수입할 수 있습니다.',
      en: 'Only under the personal baggage, gift or transfer of residence schemes.',
      fr: 'Uniquement dans le cadre des régimes bagages, don ou changement de résidence.',
      ar: 'فقط ضمن أنظمة الأمتعة الشخصية أو الهدية أو نقل الإقامة.',
      ru: 'Только по схемам личного багажа, подарка или переезда.',
      es: 'Solo con los regímenes de equipaje, regalo o cambio de residencia.',
    },
  }),
  // Russia and Central Asia: the Eurasian Economic Union's technical regulation TR CU 018/2011 applies in Russia,
  // Kazakhstan and Kyrgyzstan; Tajikistan and Uzbekistan have their own rules.
  rule({
    countryCode: 'RU',
    sourceUrl: 'https://customs.gov.ru/',
    classLimits: admit(ROAD),
    note: {
      ko: '관세와 재활용 수수료는 차량 연식과 엔진 크기에 따라 크게 달라집니다.',
      en: 'Duty and the recycling fee grow steeply with age and engine size.',
      fr: 'Les droits et la taxe de recyclage augmentent fortement avec l’âge et la cylindrée.',
      ar: 'ترتفع الرسوم ورسم إعادة التدوير بشدة مع العمر وسعة المحرك.',
      ru: 'Пошлина и утилизационный сбор сильно растут с возрастом и объёмом двигателя.',
      es: 'Los aranceles y la tasa de reciclaje crecen mucho con la antigüedad y la cilindrada.',
    },
  }),
  rule({
    countryCode: 'KZ',
    sourceUrl: 'https://kgd.gov.kz/',
    classLimits: admit(ROAD, { steering: 'left' }),
  }),
  rule({
    countryCode: 'KG',
    sourceUrl: 'https://www.customs.gov.kg/',
    checkRequired: true,
    classLimits: admit(ROAD, { steering: 'left' }),
  }),
  rule({
    countryCode: 'TJ',
    sourceUrl: 'https://customs.tj/',
    classLimits: admit(['passenger'], { steering: 'left' }),
  }),
  rule({
    countryCode: 'UZ',
    sourceUrl: 'https://old.customs.uz/en/lists/view/120',
    classLimits: check(ALL),
    note: AGE_UNCONFIRMED,
  }),
  rule({
    countryCode: 'MN',
    sourceUrl: 'https://customs.gov.mn/',
    classLimits: admit(['passenger', 'lightCommercial']),
  }),
  // Latin America drives on the right.
  rule({
    countryCode: 'PE',
    sourceUrl: 'https://www.sunat.gob.pe/customsinformation/importofvehicles/age_of_vehicle.html',
    salvageBanned: true,
    classLimits: [
      // DS 005-2020-MTC: used vehicles at most 2 years from the model year; diesel banned for light categories.
      ...admit(['passenger', 'lightCommercial'], {
        maxAgeYears: 2,
        ageBasis: 'year',
        steering: 'left',
        bannedFuels: ['diesel'],
      }),
      ...admit(['truck', 'bus'], { maxAgeYears: 2, ageBasis: 'year', steering: 'left' }),
    ],
  }),
  rule({
    countryCode: 'CL',
    sourceUrl: 'https://www.aduana.cl/',
    // Used cars may not be imported for use in Chile, but they enter the Iquique free zone (ZOFRI), where our buyers
    // receive them for re-export to Bolivia, Paraguay and Peru: a check, not a refusal (docs/decisions/0212).
    checkRequired: true,
    classLimits: check(ALL),
    note: {
      ko: '중고차는 칠레 국내용으로 수입할 수 없습니다. 이키케 자유무역지대(ZOFRI)로 반입해 볼리비아·파라과이·페루로 재수출할 수 있으며, 그 나라의 규정(페루: 2년 이하, 좌핸들)이 적용됩니다.',
      en: 'Used vehicles may not be imported for use in Chile. They may enter the Iquique free zone (ZOFRI) for re-export to Bolivia, Paraguay or Peru, whose own rules then apply (Peru: at most 2 years old, left-hand drive).',
      fr: 'Les véhicules d’occasion ne peuvent être importés pour usage au Chili. Ils peuvent entrer dans la zone franche d’Iquique (ZOFRI) pour réexportation vers la Bolivie, le Paraguay ou le Pérou, dont les règles s’appliquent alors (Pérou : 2 ans au plus, conduite à gauche).',
      ar: 'لا يجوز استيراد المركبات المستعملة للاستخدام في تشيلي. ويمكن إدخالها إلى المنطقة الحرة في إيكيكي (ZOFRI) لإعادة تصديرها إلى بوليفيا أو باراغواي أو بيرو، وتسري عندئذ قواعد تلك الدولة (بيرو: عامان على الأكثر، مقود على اليسار).',
      ru: 'Подержанные автомобили нельзя ввозить для использования в Чили. Их можно ввезти в свободную зону Икике (ZOFRI) для реэкспорта в Боливию, Парагвай или Перу, где действуют их собственные правила (Перу: не старше 2 лет, левый руль).',
      es: 'Los vehículos usados no pueden importarse para uso en Chile. Pueden ingresar a la zona franca de Iquique (ZOFRI) para reexportarse a Bolivia, Paraguay o Perú, cuyas propias reglas se aplican entonces (Perú: 2 años como máximo, volante a la izquierda).',
    },
  }),
  rule({
    countryCode: 'PY',
    sourceUrl: 'https://www.aduana.gov.py/',
    classLimits: admit(['passenger'], { maxAgeYears: 10, ageBasis: 'year', steering: 'left' }),
  }),
  rule({
    countryCode: 'DO',
    sourceUrl: 'https://www.aduanas.gob.do/',
    classLimits: admit(['passenger'], { maxAgeYears: 5, ageBasis: 'year', steering: 'left' }),
  }),
  rule({
    countryCode: 'SV',
    sourceUrl: 'https://www.mh.gob.sv/',
    classLimits: admit(['passenger'], { maxAgeYears: 8, ageBasis: 'year', steering: 'left' }),
  }),
  rule({
    countryCode: 'HN',
    sourceUrl: 'https://www.aduanas.gob.hn/',
    classLimits: admit(['passenger'], { maxAgeYears: 10, ageBasis: 'year', steering: 'left' }),
  }),
];
