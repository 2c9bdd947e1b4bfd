import { asc, eq, sql } from 'drizzle-orm';
import type { ContactBody, ContactGroupBody } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { salesContactGroups, salesContacts } from '../../db/schema/index.ts';

/** The SQL of the sales contacts and their groups; a write runs in the caller's transaction. */
export function createContactsRepo(db: Db) {
  return {
    async contactGroups(executor: Db = db) {
      const [groups, contacts] = await Promise.all([
        executor
          .select()
          .from(salesContactGroups)
          .orderBy(asc(salesContactGroups.sort), asc(salesContactGroups.groupNo)),
        executor.select().from(salesContacts).orderBy(asc(salesContacts.sort), asc(salesContacts.siNo)),
      ]);
      return groups.map((group) => ({
        ...group,
        contacts: contacts.filter((contact) => contact.groupNo === group.groupNo),
      }));
    },

    async contactGroup(tx: Db, groupNo: number) {
      const [row] = await tx.select().from(salesContactGroups).where(eq(salesContactGroups.groupNo, groupNo));
      return row;
    },

    async contact(tx: Db, siNo: number) {
      const [row] = await tx.select().from(salesContacts).where(eq(salesContacts.siNo, siNo));
      return row;
    },

    async nextGroupSort(tx: Db) {
      const [row] = await tx
        .select({ next: sql<number>`coalesce(max(${salesContactGroups.sort}) + 1, 0)::int` })
        .from(salesContactGroups);
      return row?.next ?? 0;
    },

    async nextContactSort(tx: Db, groupNo: number) {
      const [row] = await tx
        .select({ next: sql<number>`coalesce(max(${salesContacts.sort}) + 1, 0)::int` })
        .from(salesContacts)
        .where(eq(salesContacts.groupNo, groupNo));
      return row?.next ?? 0;
    },

    async insertGroup(tx: Db, values: ContactGroupBody & { sort: number }) {
      const [row] = await tx.insert(salesContactGroups).values(values).returning();
      return row!;
    },

    async updateGroup(tx: Db, groupNo: number, values: ContactGroupBody) {
      const [row] = await tx
        .update(salesContactGroups)
        .set(values)
        .where(eq(salesContactGroups.groupNo, groupNo))
        .returning();
      return row!;
    },

    async groupHasContacts(tx: Db, groupNo: number): Promise<boolean> {
      const members = await tx
        .select({ siNo: salesContacts.siNo })
        .from(salesContacts)
        .where(eq(salesContacts.groupNo, groupNo))
        .limit(1);
      return members.length > 0;
    },

    async deleteGroup(tx: Db, groupNo: number): Promise<void> {
      await tx.delete(salesContactGroups).where(eq(salesContactGroups.groupNo, groupNo));
    },

    /** Every group's place, locked for a reordering. */
    lockGroupOrder: (tx: Db) =>
      tx
        .select({ groupNo: salesContactGroups.groupNo, sort: salesContactGroups.sort })
        .from(salesContactGroups)
        .for('update'),

    async setGroupSort(tx: Db, groupNo: number, sort: number): Promise<void> {
      await tx.update(salesContactGroups).set({ sort }).where(eq(salesContactGroups.groupNo, groupNo));
    },

    /** The places of a group's contacts, locked for a reordering. */
    lockContactOrder: (tx: Db, groupNo: number) =>
      tx
        .select({ siNo: salesContacts.siNo, sort: salesContacts.sort })
        .from(salesContacts)
        .where(eq(salesContacts.groupNo, groupNo))
        .for('update'),

    async insertContact(tx: Db, values: ContactBody & { sort: number }) {
      const [row] = await tx.insert(salesContacts).values(values).returning();
      return row!;
    },

    /** Changes a contact's fields, its picture (siSrc) or its place (sort). */
    async updateContact(tx: Db, siNo: number, values: Partial<ContactBody & { sort: number; siSrc: string }>) {
      const [row] = await tx.update(salesContacts).set(values).where(eq(salesContacts.siNo, siNo)).returning();
      return row!;
    },

    async deleteContact(tx: Db, siNo: number): Promise<void> {
      await tx.delete(salesContacts).where(eq(salesContacts.siNo, siNo));
    },
  };
}

export type ContactsRepo = ReturnType<typeof createContactsRepo>;
