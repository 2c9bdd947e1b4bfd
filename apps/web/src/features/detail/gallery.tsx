import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DownloadIcon from '@mui/icons-material/Download';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type MouseEvent } from 'react';
import { preload } from 'react-dom';
import { useTranslation } from 'react-i18next';
import {
  GALLERY_START_INDEX,
  GALLERY_ZOOM,
  nextGalleryIndex,
  pictureSources,
  previousGalleryIndex,
  showsLeftArrow,
  THUMBNAIL_PLACEHOLDERS,
  youtubeEmbedUrl,
  type DetailResponse,
} from '@market/domain';
import { DirectionalIcon } from '../../components/ui/directional-icon.tsx';
import { ListingPicture } from '../../components/ui/listing-picture.tsx';
import { lazyNamed } from '../../lib/lazy.ts';
import { MountOnFirstUse } from '../../lib/mount-on-first-use.tsx';

const PhotoViewer = lazyNamed(() => import('./photo-viewer.tsx'), 'PhotoViewer');

export interface GalleryProps {
  title: string;
  pictures: DetailResponse['itemPicture'];
  videoId: string | undefined;
  /** The per-language sold-out image over the main picture (flag 3, not on mobile). */
  soldOutImage: string | null;
  onDownload?: () => void;
}

/** The main picture's width: the page's 7 of 12 columns on a wide screen, the whole width on a phone. */
const MAIN_PICTURE_SIZES = '(min-width: 1200px) 670px, (min-width: 900px) 58vw, 100vw';
/** The thumbnails' cells (at least 72 px, a few to a row). */
const THUMBNAIL_SIZES = '100px';
/** The sold-out stamps' drawn size (public/sold-out/*.svg). */
const SOLD_OUT_IMAGE_SIZE = { width: 400, height: 200 } as const;

const frame = {
  position: 'relative',
  width: '100%',
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  bgcolor: 'grey.200',
  borderRadius: 1,
} as const;

/** While the page loads: the main picture's frame and the spec's 56 thumbnail placeholders. */
export function GalleryPlaceholder() {
  const { t } = useTranslation('detail');
  return (
    <Box aria-busy="true" aria-label={t('gallery.label')} role="region">
      <Skeleton variant="rectangular" sx={{ ...frame, height: 'auto' }} />
      <Box
        data-testid="thumbnail-placeholders"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(64px, 1fr))', gap: 0.5, mt: 1 }}
      >
        {Array.from({ length: THUMBNAIL_PLACEHOLDERS }, (_, index) => (
          <Skeleton key={index} variant="rectangular" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
        ))}
      </Box>
    </Box>
  );
}

/**
 * The picture gallery: pictures are 1..count and index 0 is the video when there is one (spec section 2, rules in
 * packages/domain). The video's player is mounted only while it is selected, so changing picture stops it.
 */
export function Gallery({ title, pictures, videoId, soldOutImage, onDownload }: GalleryProps) {
  const { t } = useTranslation('detail');
  const first = pictures[GALLERY_START_INDEX - 1];
  const firstSources = first ? pictureSources(first.pictureWatermarkName) : undefined;
  // In the head of the page (server-rendered too), so the largest paint is fetched first, before the scripts ask.
  if (firstSources) {
    preload(firstSources.src, {
      as: 'image',
      imageSrcSet: firstSources.srcSet,
      imageSizes: firstSources.srcSet ? MAIN_PICTURE_SIZES : undefined,
      fetchPriority: 'high',
    });
  }
  const [index, setIndex] = useState(GALLERY_START_INDEX);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const [viewerOpen, setViewerOpen] = useState(false);
  const count = pictures.length;
  const hasVideo = videoId !== undefined;
  const picture = index >= 1 ? pictures[index - 1] : undefined;
  const pictureLabel = (n: number) => t('gallery.picture', { index: n, count });

  const follow = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setZoom({
      x: ((event.clientX - box.left) / box.width) * 100,
      y: ((event.clientY - box.top) / box.height) * 100,
    });
  };

  return (
    <Box role="region" aria-label={t('gallery.label')}>
      <Box sx={frame}>
        {index === 0 && videoId ? (
          <Box
            component="iframe"
            src={youtubeEmbedUrl(videoId)}
            title={t('gallery.videoTitle', { title })}
            allow="encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
          />
        ) : picture ? (
          <Box
            sx={{ position: 'absolute', inset: 0, cursor: 'zoom-in' }}
            onMouseMove={follow}
            onMouseLeave={() => setZoom(null)}
          >
            <ListingPicture
              pictureKey={picture.pictureWatermarkName}
              alt={`${title} – ${pictureLabel(index)}`}
              sizes={MAIN_PICTURE_SIZES}
              priority={index === GALLERY_START_INDEX}
              sx={{
                width: '100%',
                height: '100%',
                objectFit: 'contain',
                display: 'block',
                transition: 'transform 0.1s',
                transform: zoom ? `scale(${GALLERY_ZOOM})` : 'none',
                transformOrigin: zoom ? `${zoom.x}% ${zoom.y}%` : 'center',
              }}
            />
          </Box>
        ) : (
          <Typography sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
            {t('gallery.noPictures')}
          </Typography>
        )}
        {soldOutImage && index !== 0 && (
          <Box
            component="img"
            src={soldOutImage}
            alt={t('gallery.soldOut')}
            width={SOLD_OUT_IMAGE_SIZE.width}
            height={SOLD_OUT_IMAGE_SIZE.height}
            sx={{
              height: 'auto',
              position: 'absolute',
              top: '50%',
              insetInlineStart: '50%',
              width: '55%',
              transform: 'translate(-50%, -50%)',
              pointerEvents: 'none',
            }}
          />
        )}
        {showsLeftArrow(index) && (
          <IconButton
            aria-label={t('gallery.previous')}
            onClick={() => setIndex(previousGalleryIndex(index))}
            sx={{ ...arrow, insetInlineStart: 8 }}
          >
            <DirectionalIcon icon={ChevronLeftIcon} />
          </IconButton>
        )}
        {count + (hasVideo ? 1 : 0) > 1 && (
          <IconButton
            aria-label={t('gallery.next')}
            onClick={() => setIndex(nextGalleryIndex(index, count, hasVideo))}
            sx={{ ...arrow, insetInlineEnd: 8 }}
          >
            <DirectionalIcon icon={ChevronRightIcon} />
          </IconButton>
        )}
      </Box>

      <Box
        component="ul"
        aria-label={t('gallery.thumbnails')}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mt: 1,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 1fr))',
          gap: 0.5,
        }}
      >
        {hasVideo && (
          <li>
            <Thumbnail selected={index === 0} label={t('gallery.video')} onClick={() => setIndex(0)}>
              <PlayCircleIcon fontSize="large" color="action" />
            </Thumbnail>
          </li>
        )}
        {pictures.map((entry, position) => (
          <li key={entry.pictureIndex}>
            <Thumbnail
              selected={index === position + 1}
              label={pictureLabel(position + 1)}
              onClick={() => setIndex(position + 1)}
            >
              <ListingPicture
                pictureKey={entry.pictureMiniName}
                alt=""
                sizes={THUMBNAIL_SIZES}
                sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
            </Thumbnail>
          </li>
        ))}
      </Box>

      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        {count > 0 && (
          <Button variant="outlined" startIcon={<ZoomInIcon />} onClick={() => setViewerOpen(true)}>
            {t('gallery.viewLarger')}
          </Button>
        )}
        {onDownload && count > 0 && (
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={onDownload}>
            {t('gallery.download')}
          </Button>
        )}
      </Stack>
      <MountOnFirstUse active={viewerOpen}>
        <PhotoViewer open={viewerOpen} onClose={() => setViewerOpen(false)} title={title} pictures={pictures} />
      </MountOnFirstUse>
    </Box>
  );
}

const arrow = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(255,255,255,0.8)',
  '&:hover': { bgcolor: 'common.white' },
} as const;

function Thumbnail({
  selected,
  label,
  onClick,
  children,
}: {
  selected: boolean;
  label: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <Box
      component="button"
      type="button"
      aria-label={label}
      aria-current={selected ? 'true' : undefined}
      onClick={onClick}
      sx={{
        p: 0,
        width: '100%',
        aspectRatio: '4 / 3',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
        cursor: 'pointer',
        bgcolor: 'grey.100',
        border: 2,
        borderColor: selected ? 'primary.main' : 'transparent',
        borderRadius: 1,
      }}
    >
      {children}
    </Box>
  );
}
