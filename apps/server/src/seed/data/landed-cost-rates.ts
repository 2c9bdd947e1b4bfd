import type { LandedCostLineInput, LandedCostRateInput, LocalizedKey } from '@market/domain';
import { localizedValues } from '../localized-values.ts';
import type { Names } from './types.ts';

/**
 * The landed cost rates of the seeded destinations (issues 18 and 28; docs/decisions/0142, 0143 and 0215), reference
 * data staff keep up. Every sheet is "to verify": `checkedOn` is the day the sheet was written from its sources, and
 * decision 0215's table says which source was read on this machine and which was written from knowledge of the tariff
 * and must still be read at the address given. A charge known to be due whose rate we cannot state is a line marked
 * `unknown`: the page names it and shows no total. landed-cost-rates.test.ts reproduces each country's worked example.
 */
export const LANDED_COST_WRITTEN_ON = '2026-11-28';

type SheetInput = Omit<LandedCostRateInput, 'checkedOn' | 'status' | LocalizedKey<'note'>> & { note?: Names };
const sheet = ({ note, ...input }: SheetInput): LandedCostRateInput => ({
  ...input,
  ...(note ? localizedValues('note', note) : {}),
  checkedOn: LANDED_COST_WRITTEN_ON,
  status: 'toVerify',
});

const CAR = 1;
const SPECIAL = 2;
/** Port handling, clearing agent and registration at home: a range, since agents and ports differ. */
const clearing = (amountLow: number, amountHigh: number): LandedCostLineInput => ({
  kind: 'fees',
  basis: 'flat',
  amountLow,
  amountHigh,
});
const percent = (kind: LandedCostLineInput['kind'], rateBp: number, extra: Partial<LandedCostLineInput> = {}) =>
  ({ kind, basis: 'customs', rateBp, ...extra }) as LandedCostLineInput;
const unknown = (kind: LandedCostLineInput['kind'], extra: Partial<LandedCostLineInput> = {}) =>
  ({ kind, basis: kind === 'fees' ? 'flat' : 'customs', unknown: true, ...extra }) as LandedCostLineInput;

// Sources (decision 0215 says which were read here).
const EAEU_INDIVIDUALS =
  'http://eng.customs.ru/index.php?option=com_content&view=article&id=1690:customs-duties-taxes&catid=37:moving-of-the-goods-by-physical-persons-for-a-private-use-through-customs-border-of-the-customs-union-and-fulfillment-of-the-customs-operations-connected-with-their-release&Itemid=1913&Itemid=1910';
const EAEU_TARIFF = 'https://eec.eaeunion.org/comission/department/catr/ett/';
const JORDAN_2025 = 'https://test.daily8.com/en/hashtag/GeneralCustomsDepartment';
const JORDAN_TRUCKS = 'https://jinyucars.com/index.php?page_id=1995';
const GHANA_GRA = 'https://gra.gov.gh/customs/vehicle-importation/';
const GHANA_FAIRS = 'https://fas.usda.gov./data/ghana-fairs-country-report';
const MONGOLIA_DUTIES = 'http://www.customs.gov.mn/en/duties';
const ECOWAS_CET = 'https://ecotis.projects.ecowas.int/policy-development/common-external-tariff-cet/';

/**
 * The Eurasian Economic Union's unified rate for cars an individual imports for personal use (Kyrgyzstan, Kazakhstan):
 * one payment for duty, VAT and excise, in euros per cm³ by age and engine size, here in US cents at €1 = US$1.16.
 * Up to 3 years old it is 48 % or 54 % of the value but at least €2.5 to €20 per cm³ by a value band in euros, which
 * the sheet cannot apply: not known. Ages are whole years from the model year, so the boundary year may fall either side.
 */
const EAEU_UNIFIED = (() => {
  const cc = [
    [null, 1000],
    [1001, 1500],
    [1501, 1800],
    [1801, 2300],
    [2301, 3000],
    [3001, null],
  ] as const;
  const threeToFive = [174, 197, 290, 313, 348, 418]; // €1.5, 1.7, 2.5, 2.7, 3.0, 3.6
  const overFive = [348, 371, 406, 557, 580, 661]; // €3.0, 3.2, 3.5, 4.8, 5.0, 5.7
  const bands = (minAge: number, maxAge: number | null, cents: number[]) =>
    cc.map(([minCc, maxCc], at) => ({ minCc, maxCc, minAge, maxAge, rateBp: 0, centsPerCc: cents[at]! }));
  return {
    kind: 'duty',
    code: 'unifiedPayment',
    basis: 'customs',
    sourceUrl: EAEU_INDIVIDUALS,
    bands: [{ maxAge: 3, rateBp: null }, ...bands(4, 5, threeToFive), ...bands(6, null, overFive)],
  } satisfies LandedCostLineInput;
})();

/** Ghana's levies on value + duty and the charges on the value, the same for every class (the GRA's table). */
const GHANA_LEVIES: LandedCostLineInput[] = [
  percent('levy', 250, { code: 'NHIL', plus: ['duty'] }),
  percent('levy', 250, { code: 'GETFund', plus: ['duty'] }),
  percent('levy', 100, { code: 'COVID-19 HRL', plus: ['duty'] }),
  percent('vat', 1500, { plus: ['duty', 'levy'] }),
  percent('levy', 50, { code: 'ECOWAS' }),
  percent('levy', 20, { code: 'AU' }),
  percent('levy', 75, { code: 'EXIM' }),
  percent('levy', 100, { code: 'examinationFee' }),
  percent('levy', 200, { code: 'SIL' }),
  percent('levy', 100, { code: 'WHT' }),
];

/** The West African Economic and Monetary Union's duty and community levies (Benin, Togo); VAT 18 % on them all. */
const UEMOA = (dutyBands: LandedCostLineInput['bands']): LandedCostLineInput[] => [
  { kind: 'duty', basis: 'customs', bands: dutyBands },
  percent('levy', 100, { code: 'RS' }),
  percent('levy', 80, { code: 'PCS' }),
  percent('levy', 50, { code: 'PC' }),
  percent('vat', 1800, { plus: ['duty', 'levy'] }),
];

const KG_KZ_NOTE: Names = {
  ko: '개인이 자가용으로 수입하는 승용차의 EAEU 단일세율(관세·부가세·소비세 포함)입니다. 3년 이하 차량은 유로 가격 구간에 따라 달라 계산하지 않습니다. 법인 수입은 관세율표와 부가세가 적용됩니다.',
  en: "The Eurasian Economic Union's unified rate for a car an individual imports for personal use (duty, VAT and excise in one). Cars up to 3 years old pay by a value band in euros, which is not computed here. A company importing pays the tariff and VAT instead.",
  fr: 'Taux unifié de l’Union économique eurasiatique pour une voiture importée par un particulier pour son usage (droits, TVA et accise en un). Jusqu’à 3 ans, le taux dépend d’une tranche de valeur en euros, non calculée ici. Une société paie le tarif et la TVA.',
  ar: 'السعر الموحّد للاتحاد الاقتصادي الأوراسي لسيارة يستوردها فرد للاستعمال الشخصي (الرسوم والضريبة والمكوس معًا). السيارات حتى 3 سنوات تُحسب بشريحة قيمة باليورو لا تُحسب هنا. الشركة المستوردة تدفع التعرفة والضريبة بدلًا من ذلك.',
  ru: 'Единая ставка ЕАЭС для автомобиля, ввозимого физическим лицом для личного пользования (пошлина, НДС и акциз вместе). Для машин до 3 лет ставка зависит от стоимости в евро и здесь не считается. Юридическое лицо платит по тарифу и НДС.',
  es: 'Tasa unificada de la Unión Económica Euroasiática para un coche que un particular importa para uso propio (arancel, IVA e impuesto especial en uno). Hasta 3 años depende de un tramo de valor en euros, que aquí no se calcula. Una empresa paga el arancel y el IVA.',
};

const CHILE_NOTE: Names = {
  ko: '이키케 자유무역지대(ZOFRI)에 들어오는 차량에는 관세와 부가세가 없습니다. 볼리비아·파라과이·페루로 재수출되면 그 나라의 관세와 세금을 그곳에서 냅니다. 칠레 국내로의 중고차 수입은 허용되지 않습니다.',
  en: "A vehicle entering the Iquique free zone (ZOFRI) pays no duty or VAT. Re-exported onward to Bolivia, Paraguay or Peru it pays that country's duties and taxes there. Used vehicles may not be imported into Chile itself.",
  fr: 'Un véhicule entrant dans la zone franche d’Iquique (ZOFRI) ne paie ni droits ni TVA. Réexporté vers la Bolivie, le Paraguay ou le Pérou, il y paie les droits et taxes de ce pays. Les véhicules d’occasion ne peuvent pas être importés au Chili même.',
  ar: 'لا تدفع المركبة الداخلة إلى منطقة إيكيكي الحرة (ZOFRI) رسومًا ولا ضريبة قيمة مضافة. وإذا أُعيد تصديرها إلى بوليفيا أو باراغواي أو بيرو دفعت رسوم ذلك البلد وضرائبه هناك. لا يُسمح باستيراد المركبات المستعملة إلى تشيلي نفسها.',
  ru: 'Машина, ввозимая в свободную зону Икике (ZOFRI), не платит пошлину и НДС. При вывозе дальше в Боливию, Парагвай или Перу она платит пошлины и налоги той страны там. Ввоз подержанных машин в сам Чили запрещён.',
  es: 'Un vehículo que entra en la zona franca de Iquique (ZOFRI) no paga arancel ni IVA. Reexportado a Bolivia, Paraguay o Perú paga allí los derechos e impuestos de ese país. Los vehículos usados no pueden importarse a Chile.',
};

const GHANA_NOTE: Names = {
  ko: '항만·통관 수수료는 포함되지 않습니다. 부가세 미등록 수입자는 추가 부가세를 요구받을 수 있습니다(2024년 한 부과 내역에서 12.5%). 통관 대리인에게 확인하세요.',
  en: 'Port and clearing fees are not included. An importer not registered for VAT may be asked for more VAT (12.5 % in one assessment of 2024): ask your clearing agent.',
  fr: 'Frais de port et de dédouanement non compris. Un importateur non inscrit à la TVA peut devoir davantage de TVA (12,5 % dans une liquidation de 2024) : demandez à votre transitaire.',
  ar: 'لا تشمل رسوم الميناء والتخليص. قد يُطلب من المستورد غير المسجل في ضريبة القيمة المضافة ضريبة إضافية (12.5% في تقييم من عام 2024): اسأل مخلّصك الجمركي.',
  ru: 'Портовые и брокерские расходы не включены. С импортёра, не зарегистрированного по НДС, могут взять больше НДС (12,5 % в одном расчёте 2024 года): уточните у брокера.',
  es: 'No incluye gastos de puerto ni despacho. A un importador no inscrito en el IVA pueden pedirle más IVA (12,5 % en una liquidación de 2024): consulte a su agente de aduanas.',
};

const JORDAN_NOTE: Names = {
  ko: '2025년 6월 내각 결정의 총세율(일반·특별세 합계)입니다. 등록 수수료(중량별)는 포함되지 않습니다.',
  en: "The total tax rates (general and special together) of the Cabinet's decision of June 2025. Registration fees (by weight) are not included.",
  fr: 'Taux totaux (taxe générale et spéciale ensemble) de la décision du Conseil des ministres de juin 2025. Frais d’immatriculation (selon le poids) non compris.',
  ar: 'النسب الإجمالية (الضريبة العامة والخاصة معًا) وفق قرار مجلس الوزراء في حزيران 2025. لا تشمل رسوم الترخيص (حسب الوزن).',
  ru: 'Общие ставки (общий и специальный налог вместе) по решению правительства от июня 2025 года. Регистрационные сборы (по массе) не включены.',
  es: 'Tasas totales (impuesto general y especial juntos) de la decisión del Consejo de Ministros de junio de 2025. No incluye las tasas de matrícula (según el peso).',
};

export const LANDED_COST_SHEETS: LandedCostRateInput[] = [
  // Kenya: import duty 25 %; excise on value + duty (Excise Duty Act, First Schedule): 20 % to 1500 cc, 25 % to
  // 3000 cc petrol or 2500 cc diesel, 35 % above; VAT 16 % on value + duty + excise; IDF 3.5 % and RDL 2 %. The KRA
  // values a car from its Current Retail Selling Price less depreciation, often above the invoice: margin 30 %.
  sheet({
    countryCode: 'KE',
    category: CAR,
    valueMarginPct: 30,
    sourceUrl: 'https://www.kra.go.ke/',
    lines: [
      percent('duty', 2500),
      {
        kind: 'excise',
        basis: 'customs',
        plus: ['duty'],
        sourceUrl: 'https://new.kenyalaw.org/akn/ke/act/2015/23/eng',
        bands: [
          { maxCc: 1500, rateBp: 2000 },
          { fuels: ['diesel'], maxCc: 2500, rateBp: 2500 },
          { fuels: ['diesel'], rateBp: 3500 },
          { maxCc: 3000, rateBp: 2500 },
          { rateBp: 3500 },
        ],
      },
      percent('vat', 1600, { plus: ['duty', 'excise'] }),
      percent('levy', 350, { code: 'IDF' }),
      percent('levy', 200, { code: 'RDL' }),
      clearing(400, 1000),
    ],
  }),
  // Tanzania (TRA): duty 25 %; excise on value + duty by engine size (0/5/10 %) and on old vehicles (15 % from 8 to
  // 10 years, 30 % above); VAT 18 %; RDL 1.5 % and CPF 0.6 %.
  sheet({
    countryCode: 'TZ',
    category: CAR,
    valueMarginPct: 20,
    sourceUrl: 'https://www.tra.go.tz/',
    lines: [
      percent('duty', 2500),
      {
        kind: 'excise',
        basis: 'customs',
        plus: ['duty'],
        bands: [
          { maxCc: 1000, rateBp: 0 },
          { minCc: 1001, maxCc: 2000, rateBp: 500 },
          { minCc: 2001, rateBp: 1000 },
        ],
      },
      {
        kind: 'excise',
        code: 'oldVehicleExcise',
        basis: 'customs',
        plus: ['duty'],
        bands: [
          { maxAge: 7, rateBp: 0 },
          { minAge: 8, maxAge: 10, rateBp: 1500 },
          { minAge: 11, rateBp: 3000 },
        ],
      },
      percent('vat', 1800, { plus: ['duty', 'excise'] }),
      percent('levy', 150, { code: 'RDL' }),
      percent('levy', 60, { code: 'CPF' }),
      clearing(400, 1000),
    ],
  }),
  // Uganda (URA's worked example: CIF 2,500: duty 625, VAT 562.50, WHT 150); environmental levy by age
  // (eafreighthub.com), infrastructure levy 1.5 %, registration UGX 1,253,000 to 1,753,000 (cartax.ug) at UGX 3,697.
  sheet({
    countryCode: 'UG',
    category: CAR,
    valueMarginPct: 30,
    sourceUrl: 'http://eafreighthub.com/how-to/item/355-how-to-calculate-your-imported-motor-vehicle-taxes',
    lines: [
      percent('duty', 2500),
      percent('vat', 1800, { plus: ['duty'] }),
      percent('levy', 600, { code: 'WHT' }),
      percent('levy', 150, { code: 'infrastructureLevy' }),
      {
        kind: 'levy',
        code: 'environmentalLevy',
        basis: 'customs',
        bands: [
          { maxAge: 4, rateBp: 0 },
          { minAge: 5, maxAge: 9, rateBp: 3500 },
          { minAge: 10, rateBp: 5000 },
        ],
      },
      { kind: 'fees', code: 'registration', basis: 'flat', amountLow: 339, amountHigh: 474 },
    ],
  }),
  // Nigeria (NCS tariff): duty 35 % and the NAC levy 35 % on cars; the 7 % surcharge on the duty (2.45 % of the
  // value); CISS 1 % and ETLS 0.5 %; VAT 7.5 % on value + duty + levies.
  sheet({
    countryCode: 'NG',
    category: CAR,
    valueMarginPct: 20,
    sourceUrl: 'https://customs.gov.ng/',
    lines: [
      percent('duty', 3500),
      percent('levy', 3500, { code: 'NAC' }),
      percent('levy', 245, { code: 'surcharge' }),
      percent('levy', 100, { code: 'CISS' }),
      percent('levy', 50, { code: 'ETLS' }),
      percent('vat', 750, { plus: ['duty', 'levy'] }),
      clearing(500, 1500),
    ],
  }),
  // Nigeria, goods vehicles, buses and machinery: ECOWAS CET duty (10 % trucks and buses, 5 % machinery); the NAC
  // levy on commercial vehicles is not known.
  sheet({
    countryCode: 'NG',
    category: SPECIAL,
    valueMarginPct: 20,
    sourceUrl: 'https://customs.gov.ng/',
    lines: [
      {
        kind: 'duty',
        basis: 'customs',
        sourceUrl: ECOWAS_CET,
        bands: [{ classes: ['truck', 'bus'], rateBp: 1000 }, { classes: ['machinery'], rateBp: 500 }, { rateBp: null }],
      },
      unknown('levy', { code: 'NAC' }),
      // The 7 % surcharge on the duty, as a share of the value.
      {
        kind: 'levy',
        code: 'surcharge',
        basis: 'customs',
        bands: [{ classes: ['truck', 'bus'], rateBp: 70 }, { classes: ['machinery'], rateBp: 35 }, { rateBp: null }],
      },
      percent('levy', 100, { code: 'CISS' }),
      percent('levy', 50, { code: 'ETLS' }),
      percent('vat', 750, { plus: ['duty', 'levy'] }),
    ],
  }),
  // Ghana (GRA): duty by engine size (petrol: 5 % to 1000 cc, 10 % to 3000 cc, 20 % above; diesel: 5 % to 1500 cc,
  // 10 % to 2500 cc, 20 % above); NHIL, GETFund 2.5 % and the COVID-19 levy 1 % on value + duty; VAT 15 % on value +
  // duty + those levies; ECOWAS 0.5 %, AU 0.2 %, EXIM 0.75 %, examination fee 1 %, SIL 2 %, WHT 1 %. A February 2024
  // assessment (modernghana.com) reproduces with these; its 12.5 % "upfront VAT" of an importer not registered for
  // VAT is in the note, not the sum. The GRA values from the first price less depreciation: margin 50 %.
  sheet({
    countryCode: 'GH',
    category: CAR,
    valueMarginPct: 50,
    sourceUrl: GHANA_GRA,
    note: GHANA_NOTE,
    lines: [
      {
        kind: 'duty',
        basis: 'customs',
        bands: [
          { fuels: ['diesel'], maxCc: 1500, rateBp: 500 },
          { fuels: ['diesel'], maxCc: 2500, rateBp: 1000 },
          { fuels: ['diesel'], rateBp: 2000 },
          { maxCc: 1000, rateBp: 500 },
          { maxCc: 3000, rateBp: 1000 },
          { rateBp: 2000 },
        ],
      },
      ...GHANA_LEVIES,
    ],
  }),
  // Ghana, trucks, buses and machinery: ECOWAS CET duty (10 % goods vehicles and buses, 5 % machinery: the FAIRS
  // report), the same levies.
  sheet({
    countryCode: 'GH',
    category: SPECIAL,
    valueMarginPct: 30,
    sourceUrl: GHANA_GRA,
    note: GHANA_NOTE,
    lines: [
      {
        kind: 'duty',
        basis: 'customs',
        sourceUrl: GHANA_FAIRS,
        bands: [{ classes: ['truck', 'bus'], rateBp: 1000 }, { classes: ['machinery'], rateBp: 500 }, { rateBp: null }],
      },
      ...GHANA_LEVIES,
    ],
  }),
  // Benin and Togo (UEMOA common external tariff): duty 20 % on cars, 10 % on goods vehicles and buses, 5 % on
  // machinery; statistical fee (RS) 1 %, UEMOA levy (PCS) 0.8 %, ECOWAS levy (PC) 0.5 %; VAT 18 %.
  ...(['BJ', 'TG'] as const).flatMap((countryCode) => [
    sheet({
      countryCode,
      category: CAR,
      valueMarginPct: 20,
      sourceUrl: ECOWAS_CET,
      lines: [...UEMOA([{ rateBp: 2000 }]), unknown('fees')],
    }),
    sheet({
      countryCode,
      category: SPECIAL,
      valueMarginPct: 20,
      sourceUrl: ECOWAS_CET,
      lines: [
        ...UEMOA([
          { classes: ['truck', 'bus'], rateBp: 1000 },
          { classes: ['machinery'], rateBp: 500 },
          { rateBp: null },
        ]),
        unknown('fees'),
      ],
    }),
  ]),
  // Kyrgyzstan and Kazakhstan (Eurasian Economic Union). Cars: the unified rate of an individual (above).
  // Kazakhstan adds its recycling fee and first registration fee, amounts not known here.
  sheet({
    countryCode: 'KG',
    category: CAR,
    valueMarginPct: 0,
    sourceUrl: EAEU_INDIVIDUALS,
    note: KG_KZ_NOTE,
    lines: [EAEU_UNIFIED],
  }),
  sheet({
    countryCode: 'KZ',
    category: CAR,
    valueMarginPct: 0,
    sourceUrl: EAEU_INDIVIDUALS,
    note: KG_KZ_NOTE,
    lines: [EAEU_UNIFIED, unknown('levy', { code: 'recyclingFee' }), unknown('fees', { code: 'firstRegistration' })],
  }),
  // Trucks, buses and machinery: the EAEU common customs tariff's duty (15 % on used trucks; buses and machinery not
  // known), then VAT on value + duty (Kyrgyzstan 12 %, Kazakhstan 16 % from 2026).
  ...(
    [
      ['KG', 1200],
      ['KZ', 1600],
    ] as const
  ).map(([countryCode, vatBp]) =>
    sheet({
      countryCode,
      category: SPECIAL,
      valueMarginPct: 10,
      sourceUrl: EAEU_TARIFF,
      lines: [
        { kind: 'duty', basis: 'customs', bands: [{ classes: ['truck'], rateBp: 1500 }, { rateBp: null }] },
        percent('vat', vatBp, { plus: ['duty'] }),
        ...(countryCode === 'KZ' ? [unknown('levy', { code: 'recyclingFee' })] : []),
      ],
    }),
  ),
  // Tajikistan and Uzbekistan (not in the Union's customs territory): the duty, excise and fees are not known here;
  // VAT 14 % (Tajikistan) and 12 % (Uzbekistan) on value + duty + excise.
  ...(
    [
      ['TJ', 'https://customs.tj/', 1400],
      ['UZ', 'https://customs.uz/', 1200],
    ] as const
  ).flatMap(([countryCode, sourceUrl, vatBp]) =>
    [CAR, SPECIAL].map((category) =>
      sheet({
        countryCode,
        category: category as 1 | 2,
        valueMarginPct: 20,
        sourceUrl,
        lines: [
          unknown('duty'),
          unknown('excise'),
          percent('vat', vatBp, { plus: ['duty', 'excise'] }),
          ...(countryCode === 'UZ' ? [unknown('levy', { code: 'recyclingFee' })] : []),
        ],
      }),
    ),
  ),
  // Jordan: the Cabinet's 2025 total taxes on cars (petrol 51 %, hybrid 39 %; electric: a 27 % special tax, the rest
  // not known); pickups not known. Trucks of 4.5 t and more: no duty or special tax, the 16 % general sales tax.
  sheet({
    countryCode: 'JO',
    category: CAR,
    valueMarginPct: 10,
    sourceUrl: JORDAN_2025,
    note: JORDAN_NOTE,
    lines: [
      {
        kind: 'duty',
        code: 'specialTax',
        basis: 'customs',
        bands: [
          { classes: ['lightCommercial'], rateBp: null },
          { fuels: ['hybrid', 'plugin-hybrid'], rateBp: 3900 },
          { fuels: ['electric'], rateBp: null },
          { fuels: ['gasoline'], rateBp: 5100 },
          { rateBp: null },
        ],
      },
    ],
  }),
  sheet({
    countryCode: 'JO',
    category: SPECIAL,
    valueMarginPct: 10,
    sourceUrl: JORDAN_TRUCKS,
    lines: [
      { kind: 'duty', basis: 'customs', bands: [{ classes: ['truck'], rateBp: 0 }, { rateBp: null }] },
      percent('vat', 1600, { plus: ['duty'] }),
    ],
  }),
  // Egypt (cars from outside the EU and Agadir): duty 40 % to 1600 cc, 135 % above; the schedule tax on value + duty
  // (1 %, 15 % to 2000 cc, 30 % above); VAT 14 % on value + duty + schedule tax; the development fee not known.
  sheet({
    countryCode: 'EG',
    category: CAR,
    valueMarginPct: 20,
    sourceUrl: 'https://www.customs.gov.eg/',
    lines: [
      {
        kind: 'duty',
        basis: 'customs',
        bands: [{ maxCc: 1600, rateBp: 4000 }, { rateBp: 13500 }],
      },
      {
        kind: 'excise',
        basis: 'customs',
        plus: ['duty'],
        bands: [{ maxCc: 1600, rateBp: 100 }, { maxCc: 2000, rateBp: 1500 }, { rateBp: 3000 }],
      },
      percent('vat', 1400, { plus: ['duty', 'excise'] }),
      unknown('levy'),
    ],
  }),
  sheet({
    countryCode: 'EG',
    category: SPECIAL,
    valueMarginPct: 20,
    sourceUrl: 'https://www.customs.gov.eg/',
    lines: [unknown('duty'), percent('vat', 1400, { plus: ['duty'] })],
  }),
  // Iraq and Libya: no rate we can state; the page names the charges and gives no total.
  ...(
    [
      ['IQ', 'https://customs.mof.gov.iq/'],
      ['LY', 'https://customs.gov.ly/'],
    ] as const
  ).flatMap(([countryCode, sourceUrl]) =>
    [CAR, SPECIAL].map((category) =>
      sheet({
        countryCode,
        category: category as 1 | 2,
        valueMarginPct: 20,
        sourceUrl,
        lines: [unknown('duty'), unknown('vat'), unknown('fees')],
      }),
    ),
  ),
  // Dominican Republic: duty 20 % on cars; ITBIS 18 % on value + duty; the first registration tax 17 % of the value;
  // the CO2 tax (by emissions) not known. Trucks: the duty not known.
  sheet({
    countryCode: 'DO',
    category: CAR,
    valueMarginPct: 20,
    sourceUrl: 'https://www.aduanas.gob.do/',
    lines: [
      percent('duty', 2000),
      percent('vat', 1800, { code: 'ITBIS', plus: ['duty'] }),
      percent('levy', 1700, { code: 'firstRegistration' }),
      unknown('levy'),
    ],
  }),
  sheet({
    countryCode: 'DO',
    category: SPECIAL,
    valueMarginPct: 20,
    sourceUrl: 'https://www.aduanas.gob.do/',
    lines: [unknown('duty'), percent('vat', 1800, { code: 'ITBIS', plus: ['duty'] })],
  }),
  // Chile, Iquique free zone: no duty or VAT on entry; the free zone's charges not known. Re-export: the note.
  ...[CAR, SPECIAL].map((category) =>
    sheet({
      countryCode: 'CL',
      category: category as 1 | 2,
      valueMarginPct: 0,
      sourceUrl: 'https://www.zofri.cl/',
      note: CHILE_NOTE,
      lines: [percent('duty', 0), percent('vat', 0), unknown('fees')],
    }),
  ),
  // Mongolia: duty 5 %, VAT 10 % on value + duty + excise (read on a stored copy of the customs' duties page, decision
  // 0215); the excise on cars (a sum by age and engine size in tugrik) not known; trucks, buses and machinery pay none.
  sheet({
    countryCode: 'MN',
    category: CAR,
    valueMarginPct: 20,
    sourceUrl: MONGOLIA_DUTIES,
    lines: [percent('duty', 500), unknown('excise'), percent('vat', 1000, { plus: ['duty', 'excise'] })],
  }),
  sheet({
    countryCode: 'MN',
    category: SPECIAL,
    valueMarginPct: 20,
    sourceUrl: MONGOLIA_DUTIES,
    lines: [percent('duty', 500), percent('vat', 1000, { plus: ['duty'] })],
  }),
];
