import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { SpecRow } from '@market/domain';

/** The information section: a label and a value per row, rows and values from the domain's display rules. */
export function SpecTable({ rows }: { rows: SpecRow[] }) {
  const { t } = useTranslation('detail');
  return (
    <Table size="small">
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell component="th" scope="row" sx={{ width: '40%', color: 'text.secondary' }}>
              {t(`specs.${row.key}`)}
            </TableCell>
            <TableCell>
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                {row.swatch && (
                  <Box
                    component="span"
                    aria-hidden
                    sx={{
                      width: 14,
                      height: 14,
                      borderRadius: '50%',
                      bgcolor: row.swatch,
                      border: 1,
                      borderColor: 'divider',
                    }}
                  />
                )}
                <bdi>{row.translate ? t(`steering.${row.value}`) : row.value}</bdi>
              </Box>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
