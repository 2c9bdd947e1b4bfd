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
