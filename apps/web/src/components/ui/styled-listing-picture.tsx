import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { listingPictureAttributes, type ListingPictureProps } from './listing-picture.tsx';

/**
 * A ListingPicture styled by MUI's `sx` (staff pages, dialogs, the inquiry), apart from ListingPicture so that the
 * buyer pages' first view, which styles its pictures by class names, does not load MUI's Box (decision 0197).
 */
export function StyledListingPicture({
  sx,
  ...props
}: Omit<ListingPictureProps, 'className' | 'style'> & { sx: SxProps<Theme> }) {
  return <Box component="img" {...listingPictureAttributes(props)} sx={sx} />;
}
