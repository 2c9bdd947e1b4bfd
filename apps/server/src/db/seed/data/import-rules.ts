import type { ImportRuleInput, LocalizedKey } from '@market/domain';
import type { Names } from './types.ts';

export type SeedImportRule = Omit<ImportRuleInput, LocalizedKey<'note'> | 'status' | 'checkedOn'> & { note?: Names };

/**
 * The import rules of the destinations buyers ask for most (issue 18), written from public knowledge of each country's
 * customs and standards authority, whose address is the source. Every one is seeded "to verify" (docs/decisions/0112):
 * staff confirm it against the source before it is marked verified. Rules change often; the note says what the
 * structured fields cannot.
 */
export const IMPORT_RULES_CHECKED_ON = '2026-11-23';

const rule = (fields: Partial<SeedImportRule> & Pick<SeedImportRule, 'countryCode' | 'sourceUrl'>): SeedImportRule => ({
  maxAgeYears: null,
  ageBasis: 'year',
  steering: null,
  bannedFuels: [],
  bannedCategories: [],
  salvageBanned: false,
  exemptCategories: [],
  exemptMinWeightKg: null,
  checkRequired: false,
  ...fields,
});

export const IMPORT_RULES: SeedImportRule[] = [
  // East Africa drives on the left: right-hand drive only.
  rule({
    countryCode: 'KE',
    sourceUrl: 'https://www.kebs.org/',
    maxAgeYears: 8,
    steering: 'right',
    salvageBanned: true,
    exemptCategories: [2],
    note: {
      ko: 'KEBS 선적 전 검사(KS 1515)가 필요합니다.',
      en: 'A KEBS pre-export inspection (KS 1515) is required.',
      fr: 'Une inspection avant expédition KEBS (KS 1515) est exigée.',
      ar: 'يلزم فحص ما قبل التصدير من KEBS ‏(KS 1515).',
      ru: 'Требуется предотгрузочная инспекция KEBS (KS 1515).',
      es: 'Se exige una inspección previa al embarque de KEBS (KS 1515).',
    },
  }),
  rule({
    countryCode: 'UG',
    sourceUrl: 'https://www.ura.go.ug/',
    maxAgeYears: 15,
    steering: 'right',
    exemptMinWeightKg: 10_000,
  }),
  rule({
    countryCode: 'TZ',
    sourceUrl: 'https://www.tra.go.tz/',
    steering: 'right',
    exemptCategories: [2],
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
    maxAgeYears: 5,
    ageBasis: 'registration',
    steering: 'left',
    exemptCategories: [2],
    note: {
      ko: '상용차는 10년 이하여야 합니다.',
      en: 'Commercial vehicles must be under 10 years old.',
      fr: 'Les véhicules utilitaires doivent avoir moins de 10 ans.',
      ar: 'يجب أن يقل عمر المركبات التجارية عن 10 سنوات.',
      ru: 'Коммерческим автомобилям должно быть меньше 10 лет.',
      es: 'Los vehículos comerciales deben tener menos de 10 años.',
    },
  }),
  rule({ countryCode: 'SN', sourceUrl: 'https://www.douanes.sn/', maxAgeYears: 8, steering: 'left' }),
  rule({
    countryCode: 'GH',
    sourceUrl: 'https://gra.gov.gh/customs/',
    maxAgeYears: 10,
    steering: 'left',
    salvageBanned: true,
    exemptCategories: [2],
  }),
  rule({ countryCode: 'NG', sourceUrl: 'https://customs.gov.ng/', maxAgeYears: 15, steering: 'left' }),
  // North Africa, the Middle East and South Asia.
  rule({
    countryCode: 'DZ',
    sourceUrl: 'https://www.douane.gov.dz/',
    maxAgeYears: 3,
    steering: 'left',
    bannedFuels: ['diesel'],
  }),
  rule({
    countryCode: 'SA',
    sourceUrl: 'https://zatca.gov.sa/',
    maxAgeYears: 5,
    ageBasis: 'year',
    steering: 'left',
    salvageBanned: true,
    exemptCategories: [2],
  }),
  rule({ countryCode: 'JO', sourceUrl: 'https://www.customs.gov.jo/', maxAgeYears: 5, steering: 'left' }),
  rule({
    countryCode: 'IQ',
    sourceUrl: 'https://mof.gov.iq/',
    steering: 'left',
    checkRequired: true,
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
    maxAgeYears: 3,
    steering: 'right',
    checkRequired: true,
    note: {
      ko: '개인 이사·선물 제도로만 수입할 수 있습니다.',
      en: 'Only under the personal baggage, gift or transfer of residence schemes.',
      fr: 'Uniquement dans le cadre des régimes bagages, don ou changement de résidence.',
      ar: 'فقط ضمن أنظمة الأمتعة الشخصية أو الهدية أو نقل الإقامة.',
      ru: 'Только по схемам личного багажа, подарка или переезда.',
      es: 'Solo con los regímenes de equipaje, regalo o cambio de residencia.',
    },
  }),
  // Russia and Central Asia.
  rule({
    countryCode: 'RU',
    sourceUrl: 'https://customs.gov.ru/',
    note: {
      ko: '관세와 재활용 수수료는 차량 연식과 엔진 크기에 따라 크게 달라집니다.',
      en: 'Duty and the recycling fee grow steeply with age and engine size.',
      fr: 'Les droits et la taxe de recyclage augmentent fortement avec l’âge et la cylindrée.',
      ar: 'ترتفع الرسوم ورسم إعادة التدوير بشدة مع العمر وسعة المحرك.',
      ru: 'Пошлина и утилизационный сбор сильно растут с возрастом и объёмом двигателя.',
      es: 'Los aranceles y la tasa de reciclaje crecen mucho con la antigüedad y la cilindrada.',
    },
  }),
  rule({ countryCode: 'KZ', sourceUrl: 'https://kgd.gov.kz/', steering: 'left' }),
  rule({ countryCode: 'TJ', sourceUrl: 'https://customs.tj/', steering: 'left' }),
  rule({ countryCode: 'KG', sourceUrl: 'https://www.customs.gov.kg/', steering: 'left', checkRequired: true }),
  rule({ countryCode: 'MN', sourceUrl: 'https://customs.gov.mn/' }),
  // Latin America drives on the right.
  rule({
    countryCode: 'PE',
    sourceUrl: 'https://www.sunat.gob.pe/',
    maxAgeYears: 2,
    steering: 'left',
    salvageBanned: true,
    exemptCategories: [2],
    note: {
      ko: '중고 대형 차량은 5년 이하여야 합니다.',
      en: 'Used heavy vehicles must be under 5 years old.',
      fr: 'Les véhicules lourds d’occasion doivent avoir moins de 5 ans.',
      ar: 'يجب أن يقل عمر المركبات الثقيلة المستعملة عن 5 سنوات.',
      ru: 'Подержанным тяжёлым автомобилям должно быть меньше 5 лет.',
      es: 'Los vehículos pesados usados deben tener menos de 5 años.',
    },
  }),
  rule({
    countryCode: 'CL',
    sourceUrl: 'https://www.aduana.cl/',
    steering: 'left',
    // Used cars may not be imported for use in Chile, but they enter the Iquique and Punta Arenas free zones, where
    // our buyers receive them for resale to Bolivia, Paraguay and Peru: a check, not a refusal (docs/decisions/0112).
    checkRequired: true,
    note: {
      ko: '중고 승용차는 칠레 국내용으로 수입할 수 없습니다. 이키케·푼타아레나스 자유무역지대로는 반입할 수 있습니다.',
      en: 'Used cars may not be imported for use in Chile; they may enter the Iquique and Punta Arenas free zones.',
      fr: 'Les voitures d’occasion ne peuvent être importées pour usage au Chili ; elles peuvent entrer dans les zones franches d’Iquique et de Punta Arenas.',
      ar: 'لا يجوز استيراد السيارات المستعملة للاستخدام في تشيلي؛ ويمكن إدخالها إلى المنطقتين الحرتين في إيكيكي وبونتا أريناس.',
      ru: 'Подержанные легковые автомобили нельзя ввозить для использования в Чили; их можно ввозить в свободные зоны Икике и Пунта-Аренас.',
      es: 'Los automóviles usados no pueden importarse para uso en Chile; pueden ingresar a las zonas francas de Iquique y Punta Arenas.',
    },
  }),
  rule({ countryCode: 'PY', sourceUrl: 'https://www.aduana.gov.py/', maxAgeYears: 10, steering: 'left' }),
  rule({ countryCode: 'DO', sourceUrl: 'https://www.aduanas.gob.do/', maxAgeYears: 5, steering: 'left' }),
  rule({
    countryCode: 'SV',
    sourceUrl: 'https://www.mh.gob.sv/',
    maxAgeYears: 8,
    steering: 'left',
    exemptCategories: [2],
  }),
  rule({ countryCode: 'HN', sourceUrl: 'https://www.aduanas.gob.hn/', maxAgeYears: 10, steering: 'left' }),
];
