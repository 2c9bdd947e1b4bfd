import CloseIcon from '@mui/icons-material/Close';
import PhoneIcon from '@mui/icons-material/Phone';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useLanguage, useTranslation } from '../../lib/i18n/translation.tsx';
import {
  groupSalesContacts,
  itemNumber,
  localizedName,
  mediaUrl,
  whatsappLink,
  type SalesContact,
} from '@market/domain';

/** The sales contact help desk: contacts grouped by location, each with a WhatsApp chat about this item. */
export function SalesContactsDialog({
  open,
  onClose,
  contacts,
  itemNo,
}: {
  open: boolean;
  onClose: () => void;
  contacts: SalesContact[];
  itemNo: number;
}) {
  const { t } = useTranslation('detail');
  const language = useLanguage().code;
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('sm'));
  const message = t('sales.message', { itemNumber: itemNumber(itemNo) });
  return (
    <Dialog open={open} onClose={onClose} fullScreen={mobile} maxWidth="md" fullWidth aria-labelledby="sales-title">
      <DialogTitle id="sales-title" sx={{ paddingInlineEnd: 7 }}>
        {t('sales.title')}
        <IconButton
          aria-label={t('sales.close')}
          onClick={onClose}
          sx={{ position: 'absolute', insetInlineEnd: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {groupSalesContacts(contacts, language).map((group) => (
          <Box component="section" key={group.location} aria-label={group.location} sx={{ mb: 2 }}>
            {group.showTitle && (
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
                {group.location}
              </Typography>
            )}
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              }}
            >
              {group.contacts.map((contact) => {
                const description = localizedName(contact, 'siContent', language);
                return (
                  <Stack
                    component="li"
                    key={contact.siNo}
                    direction="row"
                    spacing={1.5}
                    sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
                  >
                    <Avatar
                      src={contact.siSrc ? mediaUrl(contact.siSrc) : undefined}
                      alt={contact.siName}
                      sx={{ width: 56, height: 56 }}
                    />
                    <Box sx={{ minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 700 }}>{contact.siName}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {t('sales.languages')}: {contact.siLanguage}
                      </Typography>
                      {description && <Typography variant="body2">{description}</Typography>}
                      <Stack direction="row" spacing={1} sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
                        <Link
                          href={`tel:${contact.siPhone.replace(/[^\d+]/g, '')}`}
                          aria-label={t('sales.call', { name: contact.siName })}
                          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                        >
                          <PhoneIcon fontSize="small" aria-hidden />
                          <bdi dir="ltr">{contact.siPhone}</bdi>
                        </Link>
                        <IconButton
                          component="a"
                          href={whatsappLink(contact.siPhone, message)}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={t('sales.whatsapp', { name: contact.siName })}
                          sx={{ color: '#25D366' }}
                        >
                          <WhatsAppIcon />
                        </IconButton>
                      </Stack>
                    </Box>
                  </Stack>
                );
              })}
            </Box>
          </Box>
        ))}
      </DialogContent>
    </Dialog>
  );
}
