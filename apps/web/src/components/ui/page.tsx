import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PageProps {
  title: string;
  /** The browser tab's title; by default the heading followed by the brand. */
  documentTitle?: string;
  children?: ReactNode;
}

/** A screen with its heading; the document title follows it. */
export function Page({ title, documentTitle, children }: PageProps) {
  const { t } = useTranslation();
  const tabTitle = documentTitle ?? `${title} | ${t('brand')}`;
  useEffect(() => {
    document.title = tabTitle;
  }, [tabTitle]);
  return (
    <Container component="section" maxWidth="lg" sx={{ py: 4 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      {children}
    </Container>
  );
}
