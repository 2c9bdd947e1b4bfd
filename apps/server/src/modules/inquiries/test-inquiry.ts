/**
 * A condition on `ports p`: the port's country has no Korean export control (docs/decisions/0220), so a test inquiry
 * sent there is never refused by one whatever vehicle it picks. Russia's ports come first in the seed.
 */
export const PORT_WITHOUT_EXPORT_CONTROLS =
  'p.country_no NOT IN (SELECT c.country_no FROM countries c JOIN export_controls e ON e.country_code = c.country_code)';

/**
 * The body of POST /api/inquirys/inquiry for tests: Maria Gonzalez's inquiry to a port about vehicles, each without a
 * vessel (the freight is asked) unless its offer is given.
 */
export function inquiryBody(
  port: { port_no: number; country_no: number },
  vehicles: { itemNo: number; smvpNo?: number }[],
) {
  return {
    selectCountry: port.country_no,
    selectPort: port.port_no,
    userName: 'Maria Gonzalez',
    userPhone: '+56 9 1234 5678',
    userEmail: 'maria@example.com',
    userConsigneeName: 'Gonzalez Importadora SpA',
    userConsigneeAddress: 'Av. Arturo Prat 123, Iquique, Chile',
    userDocumentAddress: 'Av. Arturo Prat 123, Iquique, Chile',
    contents: 'Please ship with the next sailing.',
    itemList: vehicles.map(({ itemNo, smvpNo = 0 }) => ({ itemNo, smvpNo })),
  };
}
