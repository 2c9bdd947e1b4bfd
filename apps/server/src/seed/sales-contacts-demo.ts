import { salesContactGroups, salesContacts } from '../db/schema/index.ts';
import type { Db } from '../db/client.ts';
import { contactPortrait } from './contact-portrait.ts';
import { SALES_CONTACT_GROUPS } from './data/sales-contacts.ts';
import type { SeedContext, SeedStep } from './index.ts';
import { localizedValues } from './localized-values.ts';

/**
 * Invented sales contacts (names, phones, drawn portraits) for the detail page's sales list. Staff keep the real ones
 * from the console. Databases seeded before this step existed got them with the catalog: they are not added twice.
 */
export const salesContactsDemoStep: SeedStep = {
  name: 'sales-contacts-demo',
  async run(db: Db, context: SeedContext) {
    if ((await db.select().from(salesContactGroups).limit(1)).length > 0) return;
    for (const [sort, group] of SALES_CONTACT_GROUPS.entries()) {
      const [groupRow] = await db
        .insert(salesContactGroups)
        .values({ sort, countryCodes: group.countries, ...localizedValues('siLocation', group.names) })
        .returning();
      for (const [index, contact] of group.contacts.entries()) {
        const key = `contacts/${groupRow!.groupNo}-${index + 1}.png`;
        await context.storage.put(key, await contactPortrait(sort * 10 + index));
        await db.insert(salesContacts).values({
          groupNo: groupRow!.groupNo,
          sort: index,
          siName: contact.name,
          siLanguage: contact.languages,
          siPhone: contact.phone,
          siSrc: key,
          ...(contact.description ? localizedValues('siContent', contact.description) : {}),
        });
      }
    }
  },
};
