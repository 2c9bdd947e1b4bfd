import type { ExportControlInput, LocalizedKey } from '@market/domain';
import type { Names } from './types.ts';

export type SeedExportControl = Omit<ExportControlInput, LocalizedKey<'note'> | 'status' | 'checkedOn'> & {
  note: Names;
};

/**
 * Korea's export controls on vehicles to Russia and Belarus (docs/decisions/0221): the 33rd amendment of the Public
 * Notice on the Trade of Strategic Items, in force since 24 February 2024, as MOTIE's press release of 20 February
 * 2024 and the press reported it. Seeded "to verify": the notice's list itself was not read here.
 */
export const EXPORT_CONTROLS_CHECKED_ON = '2026-11-28';
const MOTIE_NOTICE = 'https://www.motie.go.kr/kor/article/ATCL8764a1224/155118579/view';

const PASSENGER_NOTE: Names = {
  ko: '전략물자 수출입고시 제33차 개정(2024-02-24 시행): 배기량 2,000cc 이상(보도에 따라 "초과") 승용차는 상황허가 대상으로 원칙적으로 수출이 금지됩니다. 2024-02-23까지 체결된 계약, 자회사 수출 등은 사안별 심사로 허가될 수 있습니다.',
  en: 'Public Notice on the Trade of Strategic Items, 33rd amendment (in force 2024-02-24): passenger cars with an engine of 2,000 cc and over (some reports say "over 2,000 cc") need a situational permit, refused in principle. Contracts signed by 2024-02-23 and exports to own subsidiaries may be permitted case by case.',
  fr: 'Avis public sur le commerce des biens stratégiques, 33e modification (en vigueur le 2024-02-24) : les voitures particulières de 2 000 cm³ et plus (certaines sources disent « plus de 2 000 cm³ ») exigent une autorisation, refusée en principe. Les contrats signés avant le 2024-02-24 et les exportations vers une filiale peuvent être autorisés au cas par cas.',
  ar: 'الإشعار العام بشأن تجارة المواد الاستراتيجية، التعديل الثالث والثلاثون (نافذ منذ 2024-02-24): سيارات الركاب بمحرك سعته 2000 سم³ فأكثر (تقول بعض المصادر "أكثر من 2000 سم³") تحتاج إلى ترخيص يُرفض من حيث المبدأ. قد يُرخَّص لكل حالة على حدة للعقود الموقعة حتى 2024-02-23 وللتصدير إلى الشركات التابعة.',
  ru: 'Уведомление о торговле стратегическими товарами, 33-я редакция (действует с 2024-02-24): легковые автомобили с двигателем от 2000 см³ (по части источников — свыше 2000 см³) требуют разрешения, в котором в принципе отказывают. Контракты, заключённые до 2024-02-23, и поставки своим дочерним компаниям могут быть разрешены в индивидуальном порядке.',
  es: 'Aviso público sobre el comercio de bienes estratégicos, 33.ª modificación (en vigor desde 2024-02-24): los turismos con motor de 2000 cc o más (algunas fuentes dicen «más de 2000 cc») necesitan un permiso que en principio se deniega. Los contratos firmados hasta 2024-02-23 y las exportaciones a filiales propias pueden autorizarse caso por caso.',
};

const MACHINERY_NOTE: Names = {
  ko: '전략물자 수출입고시 제33차 개정(2024-02-24 시행): 굴착기 등 건설중장비와 운반하역기계는 상황허가 대상으로 원칙적으로 수출이 금지됩니다.',
  en: 'Public Notice on the Trade of Strategic Items, 33rd amendment (in force 2024-02-24): construction machinery such as excavators and loaders, and handling machinery, need a situational permit, refused in principle.',
  fr: 'Avis public sur le commerce des biens stratégiques, 33e modification (en vigueur le 2024-02-24) : les engins de chantier (pelles, chargeuses) et les engins de manutention exigent une autorisation, refusée en principe.',
  ar: 'الإشعار العام بشأن تجارة المواد الاستراتيجية، التعديل الثالث والثلاثون (نافذ منذ 2024-02-24): معدات البناء الثقيلة مثل الحفارات واللوادر ومعدات المناولة تحتاج إلى ترخيص يُرفض من حيث المبدأ.',
  ru: 'Уведомление о торговле стратегическими товарами, 33-я редакция (действует с 2024-02-24): строительная техника (экскаваторы, погрузчики) и погрузочно-разгрузочные машины требуют разрешения, в котором в принципе отказывают.',
  es: 'Aviso público sobre el comercio de bienes estratégicos, 33.ª modificación (en vigor desde 2024-02-24): la maquinaria de construcción (excavadoras, cargadoras) y de manipulación necesita un permiso que en principio se deniega.',
};

export const EXPORT_CONTROLS: SeedExportControl[] = ['RU', 'BY'].flatMap((countryCode) => [
  { countryCode, vehicleClass: 'passenger', minEngineCc: 2000, sourceUrl: MOTIE_NOTICE, note: PASSENGER_NOTE },
  { countryCode, vehicleClass: 'machinery', minEngineCc: null, sourceUrl: MOTIE_NOTICE, note: MACHINERY_NOTE },
]);
