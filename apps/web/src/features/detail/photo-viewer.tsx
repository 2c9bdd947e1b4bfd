import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { VIEWER_IMAGE_HEIGHT, type DetailResponse } from '@market/domain';
import { StyledListingPicture } from '../../components/ui/styled-listing-picture.tsx';

/**
 * The photo viewer: fullscreen on mobile, an 85%-wide dialog elsewhere; two columns on wide screens, images 764 px
 * high. Pinch zoom is the browser's own (touch-action), so it works on every touch device without a library.
 */
export function PhotoViewer({
  open,
  onClose,
  title,
  pictures,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  pictures: DetailResponse['itemPicture'];
}) {
  const { t } = useTranslation('detail');
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'));
  const heading = t('viewer.title', { title });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={mobile}
      maxWidth={false}
      aria-labelledby="photo-viewer-title"
      slotProps={{ paper: { sx: mobile ? {} : { width: '85%', maxWidth: '85%' } } }}
    >
      <DialogTitle id="photo-viewer-title" sx={{ paddingInlineEnd: 7 }}>
        {heading}
        <IconButton
          aria-label={t('viewer.close')}
          onClick={onClose}
          sx={{ position: 'absolute', insetInlineEnd: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent
        dividers
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
          gap: 1,
          touchAction: 'pan-x pan-y pinch-zoom',
        }}
      >
        {pictures.map((picture, position) => (
          <StyledListingPicture
            key={picture.pictureIndex}
            pictureKey={picture.pictureWatermarkName}
            alt={`${title} – ${t('gallery.picture', { index: position + 1, count: pictures.length })}`}
            sizes="(min-width: 1200px) 50vw, 100vw"
            sx={{
              width: '100%',
              height: { xs: 'auto', md: VIEWER_IMAGE_HEIGHT },
              objectFit: 'contain',
              bgcolor: 'grey.100',
              display: 'block',
            }}
          />
        ))}
      </DialogContent>
    </Dialog>
  );
}
