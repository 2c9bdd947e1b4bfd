import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled group of a panel: placeholders while loading, otherwise its content. */
export function PanelGroup({
  title,
  loading,
  placeholders,
  children,
}: {
  title: string;
  loading: boolean;
  placeholders: number;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 3 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {loading ? (
        <Box
          data-testid="panel-placeholders"
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 1 }}
        >
          {Array.from({ length: placeholders }, (_, index) => (
            <Skeleton key={index} variant="text" height={28} />
          ))}
        </Box>
      ) : (
        children
      )}
    </Box>
  );
}

/** The spec's notice instead of the values for a visitor who must log in. */
export function LoginNotice({ text }: { text: string }) {
  return <Alert severity="info">{text}</Alert>;
}
