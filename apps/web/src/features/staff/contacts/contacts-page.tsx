import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLanguage, useTranslation } from '../../../lib/i18n/translation.tsx';
import { z } from 'zod';
import {
  contactBodySchema,
  contactGroupBodySchema,
  FIELD_MESSAGES,
  LANGUAGE_TAGS,
  localizedKey,
  localizedKeys,
  mediaUrl,
  type LanguageCode,
  type StaffContact,
  type StaffContactGroup,
} from '@market/domain';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { schemaResolver, showServerErrors } from '../../../lib/form.ts';
import { useContactActions, useContacts } from '../shared/api.ts';
import { FormDialog, LanguageFields } from '../shared/form-dialog.tsx';
import { ErrorAlert, SectionTitle } from '../shared/console-parts.tsx';

/** Moves one entry of a list up (-1) or down (+1): the new order of ids. */
function moved(ids: number[], index: number, by: -1 | 1): number[] {
  const next = [...ids];
  const [id] = next.splice(index, 1);
  next.splice(index + by, 0, id!);
  return next;
}

function MoveButtons({
  index,
  count,
  label,
  onMove,
}: {
  index: number;
  count: number;
  label: string;
  onMove(by: -1 | 1): void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Stack direction="row">
      <IconButton
        size="small"
        aria-label={t('contacts.moveUp', { name: label })}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        ▲
      </IconButton>
      <IconButton
        size="small"
        aria-label={t('contacts.moveDown', { name: label })}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        ▼
      </IconButton>
    </Stack>
  );
}

/** Sales contacts of the detail page's help desk: groups by location and their contacts, in order, six languages. */
export function ContactsPage() {
  const { t } = useTranslation('admin');
  const { tag } = useLanguage();
  const groups = useContacts();
  const actions = useContactActions();
  const [editingGroup, setEditingGroup] = useState<StaffContactGroup | 'new' | null>(null);
  const [editingContact, setEditingContact] = useState<{ contact: StaffContact | null; groupNo: number } | null>(null);
  const list = groups.data ?? [];
  const code = Math.max(0, LANGUAGE_TAGS.indexOf(tag as never)) as LanguageCode;
  const error =
    groups.error ??
    actions.orderGroups.error ??
    actions.orderContacts.error ??
    actions.deleteGroup.error ??
    actions.deleteContact.error;

  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <SectionTitle>{t('contacts.title')}</SectionTitle>
        <Button variant="contained" onClick={() => setEditingGroup('new')}>
          {t('contacts.addGroup')}
        </Button>
      </Stack>
      <ErrorAlert error={error} />
      <Stack spacing={2}>
        {list.map((group, groupIndex) => {
          const name = group[localizedKey('siLocation', code)] || group.engSiLocation;
          return (
            <Paper key={group.groupNo} component="section" aria-label={name} sx={{ p: 2 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <MoveButtons
                  index={groupIndex}
                  count={list.length}
                  label={name}
                  onMove={(by) =>
                    actions.orderGroups.mutate(
                      moved(
                        list.map((g) => g.groupNo),
                        groupIndex,
                        by,
                      ),
                    )
                  }
                />
                <Typography component="h2" variant="h6" sx={{ flexGrow: 1 }}>
                  {name}{' '}
                  <Typography component="span" variant="body2" color="text.secondary">
                    {group.countryCodes.join(', ')}
                  </Typography>
                </Typography>
                <Button size="small" onClick={() => setEditingGroup(group)}>
                  {t('edit')}
                </Button>
                <Button size="small" onClick={() => setEditingContact({ contact: null, groupNo: group.groupNo })}>
                  {t('contacts.addContact')}
                </Button>
                <Button
                  size="small"
                  color="error"
                  disabled={group.contacts.length > 0}
                  title={group.contacts.length > 0 ? t('contacts.groupNotEmpty') : undefined}
                  onClick={() =>
                    window.confirm(t('contacts.confirmDeleteGroup', { name })) &&
                    actions.deleteGroup.mutate(group.groupNo)
                  }
                >
                  {t('remove')}
                </Button>
              </Stack>
              {group.contacts.map((contact, index) => (
                <Stack
                  key={contact.siNo}
                  direction="row"
                  spacing={2}
                  sx={{ alignItems: 'center', py: 1, borderTop: 1, borderColor: 'divider' }}
                >
                  <MoveButtons
                    index={index}
                    count={group.contacts.length}
                    label={contact.siName}
                    onMove={(by) =>
                      actions.orderContacts.mutate({
                        groupNo: group.groupNo,
                        order: moved(
                          group.contacts.map((c) => c.siNo),
                          index,
                          by,
                        ),
                      })
                    }
                  />
                  <Avatar
                    src={contact.siSrc ? mediaUrl(contact.siSrc) : undefined}
                    alt={contact.siName}
                    sx={{ width: 48, height: 48 }}
                  />
                  <Box sx={{ flexGrow: 1 }}>
                    <Typography variant="body1">{contact.siName}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {contact.siLanguage} · <span dir="ltr">{contact.siPhone}</span>
                    </Typography>
                    {contact[localizedKey('siContent', code)] && (
                      <Typography variant="body2">{contact[localizedKey('siContent', code)]}</Typography>
                    )}
                  </Box>
                  <Button size="small" onClick={() => setEditingContact({ contact, groupNo: group.groupNo })}>
                    {t('edit')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() =>
                      window.confirm(t('contacts.confirmDeleteContact', { name: contact.siName })) &&
                      actions.deleteContact.mutate(contact.siNo)
                    }
                  >
                    {t('remove')}
                  </Button>
                </Stack>
              ))}
            </Paper>
          );
        })}
      </Stack>
      {editingGroup && (
        <GroupDialog group={editingGroup === 'new' ? null : editingGroup} onClose={() => setEditingGroup(null)} />
      )}
      {editingContact && (
        <ContactDialog
          contact={editingContact.contact}
          groupNo={editingContact.groupNo}
          groups={list}
          code={code}
          onClose={() => setEditingContact(null)}
        />
      )}
    </>
  );
}

/** The countries typed as a list of codes ("kr, jp" -> ["kr", "jp"]). */
const countryCodesOf = (text: string) => text.split(/[\s,]+/).filter(Boolean);

/** The group form: the countries as typed, checked by the body's rule for the list. */
const groupFormSchema = contactGroupBodySchema.extend({
  countryCodes: z
    .string()
    .refine(
      (text) => contactGroupBodySchema.shape.countryCodes.safeParse(countryCodesOf(text)).success,
      FIELD_MESSAGES.invalid,
    ),
});
/** A body path ("countryCodes.2") as the field that shows it. */
const fieldOfPath = (path: string) => path.split('.')[0];

function GroupDialog({ group, onClose }: { group: StaffContactGroup | null; onClose(): void }) {
  const { t } = useTranslation('admin');
  const { saveGroup } = useContactActions();
  const { control, handleSubmit, setError } = useForm<Record<string, string>>({
    defaultValues: {
      ...Object.fromEntries(localizedKeys('siLocation').map((key) => [key, group?.[key] ?? ''])),
      countryCodes: (group?.countryCodes ?? []).join(', '),
    },
    resolver: schemaResolver(groupFormSchema),
  });
  return (
    <FormDialog
      title={t(group ? 'contacts.editGroup' : 'contacts.addGroup')}
      pending={saveGroup.isPending}
      submitLabel={t('save')}
      onClose={onClose}
      onSubmit={handleSubmit((values) =>
        saveGroup.mutate(
          {
            ...(group ? { groupNo: group.groupNo } : {}),
            body: contactGroupBodySchema.parse({ ...values, countryCodes: countryCodesOf(values.countryCodes!) }),
          },
          { onSuccess: onClose, onError: (failure) => showServerErrors(failure, setError, fieldOfPath) },
        ),
      )}
    >
      <ErrorAlert error={saveGroup.error} />
      <LanguageFields control={control} base="siLocation" label={t('contacts.siLocation')} required />
      <FormTextField
        control={control}
        name="countryCodes"
        size="small"
        label={t('contacts.countries')}
        helperText={t('contacts.countriesHelp')}
        transform={(typed) => typed.toUpperCase()}
      />
    </FormDialog>
  );
}

function ContactDialog({
  contact,
  groupNo,
  groups,
  code,
  onClose,
}: {
  contact: StaffContact | null;
  groupNo: number;
  groups: StaffContactGroup[];
  code: LanguageCode;
  onClose(): void;
}) {
  const { t } = useTranslation('admin');
  const { saveContact } = useContactActions();
  const bodyOf = (values: Record<string, string>) => ({ ...values, groupNo: Number(values.groupNo) });
  const { control, handleSubmit, setError } = useForm<Record<string, string>>({
    defaultValues: {
      groupNo: String(groupNo),
      siName: contact?.siName ?? '',
      siLanguage: contact?.siLanguage ?? '',
      siPhone: contact?.siPhone ?? '',
      ...Object.fromEntries(localizedKeys('siContent').map((key) => [key, contact?.[key] ?? ''])),
    },
    resolver: schemaResolver(contactBodySchema, bodyOf),
  });
  const [picture, setPicture] = useState<File | undefined>();
  return (
    <FormDialog
      title={t(contact ? 'contacts.editContact' : 'contacts.addContact')}
      pending={saveContact.isPending}
      submitLabel={t('save')}
      onClose={onClose}
      onSubmit={handleSubmit((values) =>
        saveContact.mutate(
          {
            ...(contact ? { siNo: contact.siNo } : {}),
            body: contactBodySchema.parse(bodyOf(values)),
            ...(picture ? { picture } : {}),
          },
          { onSuccess: onClose, onError: (failure) => showServerErrors(failure, setError) },
        ),
      )}
    >
      <ErrorAlert error={saveContact.error} />
      <FormTextField control={control} name="groupNo" select size="small" label={t('contacts.group')}>
        {groups.map((group) => (
          <MenuItem key={group.groupNo} value={String(group.groupNo)}>
            {group[localizedKey('siLocation', code)] || group.engSiLocation}
          </MenuItem>
        ))}
      </FormTextField>
      {(['siName', 'siLanguage', 'siPhone'] as const).map((key) => (
        <FormTextField
          key={key}
          control={control}
          name={key}
          required
          size="small"
          label={t(`contacts.${key}`)}
          helperText={key === 'siPhone' ? t('contacts.phoneHelp') : undefined}
          slotProps={key === 'siPhone' ? { htmlInput: { dir: 'ltr', inputMode: 'tel' } } : {}}
        />
      ))}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          src={picture ? URL.createObjectURL(picture) : contact?.siSrc ? mediaUrl(contact.siSrc) : undefined}
          sx={{ width: 56, height: 56 }}
          alt=""
        />
        <Button component="label" variant="outlined">
          {t('contacts.picture')}
          <input
            hidden
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-label={t('contacts.picture')}
            onChange={(event) => setPicture(event.target.files?.[0])}
          />
        </Button>
        <Typography variant="body2">{picture?.name}</Typography>
      </Stack>
      <LanguageFields control={control} base="siContent" label={t('contacts.siContent')} required={false} multiline />
    </FormDialog>
  );
}
