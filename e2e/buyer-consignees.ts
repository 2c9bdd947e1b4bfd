import type { Consignee } from './fixtures.ts';

/** A buyer's saved consignees (`test.use({ buyerProfile: { consignees } })`): the default one in Chile, then another. */
export const BUYER_CONSIGNEES: Consignee[] = [
  {
    flag: 1,
    userName: 'Maria Gonzalez',
    userPhone: '+56 9 1234 5678',
    userEmail: 'maria@example.com',
    userConsigneeName: 'Importadora Andes',
    userConsigneeAddress: 'Av. Arturo Prat 1200, Iquique',
    userDocumentAddress: 'Av. Arturo Prat 1200, Iquique',
    requirement: '',
  },
  {
    flag: 0,
    userName: 'Pedro Rojas',
    userPhone: '+56 9 8765 4321',
    userEmail: 'pedro@example.com',
    userConsigneeName: 'Rojas Motors',
    userConsigneeAddress: 'Calle Baquedano 45, Santiago',
    userDocumentAddress: 'Casilla 77, Santiago',
    requirement: 'Enviar fotos de la carga',
  },
];
