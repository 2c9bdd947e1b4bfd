import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { LOADING_SLOTS, type SealedSet } from '@market/domain';
import { useTranslation } from '../../lib/i18n/translation.tsx';

/**
 * A sealed loading set as a table: each picture's name, SHA-256, size and time, in the slots' fixed order
 * (docs/decisions/0256). With `fileUrl`, each name links to its file (the buyer's and staff's views; the public check
 * page shows hashes only).
 */
export function SealedSetTable({ set, fileUrl }: { set: SealedSet; fileUrl?: (slot: string) => string }) {
  const { t } = useTranslation('common');
  const files = [...set.files].sort((a, b) => LOADING_SLOTS.indexOf(a.slot) - LOADING_SLOTS.indexOf(b.slot));
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('handover.sealedOn', { date: set.sealedAt.slice(0, 16).replace('T', ' ') + ' UTC' })}
      </Typography>
      <Table size="small" aria-label={t('handover.sealedTitle')} sx={{ '& td': { overflowWrap: 'anywhere' } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('handover.slot')}</TableCell>
            <TableCell>{t('handover.sha256')}</TableCell>
            <TableCell>{t('handover.size')}</TableCell>
            <TableCell>{t('handover.time')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {files.map((file) => {
            const name = t(`handover.slots.${file.slot}`);
            return (
              <TableRow key={file.slot}>
                <TableCell component="th" scope="row">
                  {fileUrl ? <Link href={fileUrl(file.slot)}>{name}</Link> : name}
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace', fontSize: '0.75rem' }}>
                  <bdi>{file.sha256}</bdi>
                </TableCell>
                <TableCell>
                  <bdi>{file.size}</bdi>
                </TableCell>
                <TableCell>
                  <bdi>{file.uploadedAt.slice(0, 16).replace('T', ' ')}</bdi>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </>
  );
}
