import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/translation.tsx';
import { Link as RouterLink, useBlocker, useNavigate, useSearchParams } from 'react-router';
import {
  CATEGORY,
  hasRole,
  isNumericParam,
  ROUTES,
  type Category,
  type PanelMode,
  type SavedItem,
} from '@market/domain';
import { Page } from '../../components/ui/page.tsx';
import { savedListingState } from '../../components/ui/saved-listing-notice.tsx';
import { HttpError } from '../../lib/http.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { myItemQuery } from './api.ts';
import { whenAddressRestored } from '../../lib/blocked-navigation.ts';
import { useCurrentUserQuery } from '../../lib/session.ts';
import { ConditionEditor } from './condition-editor.tsx';
import { ItemForm, type EditPanels } from './item-form.tsx';

/**
 * Where leaving goes (spec section 4): leaving the upload form goes to the item list, leaving an update to the
 * management page, whether by saving, cancelling or the browser's back button. Back to the target itself is let
 * through; back to anywhere else is turned to the target once the router has restored the address, and replaces the
 * form's history entry (the address bar then shows the page shown).
 */
function useLeaveTarget(target: string) {
  const navigate = useNavigate();
  const blocker = useBlocker(
    ({ historyAction, nextLocation }) => historyAction === 'POP' && nextLocation.pathname !== target,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    blocker.reset();
    whenAddressRestored(() => void navigate(target, { replace: true }));
  }, [blocker, navigate, target]);
}

function CategoryChoice({ onChoose }: { onChoose: (category: Category) => void }) {
  const { t } = useTranslation('item-form');
  const choices = [
    {
      category: CATEGORY.car,
      icon: <DirectionsCarIcon fontSize="large" />,
      title: t('choose.car'),
      text: t('choose.carText'),
    },
    {
      category: CATEGORY.special,
      icon: <LocalShippingIcon fontSize="large" />,
      title: t('choose.special'),
      text: t('choose.specialText'),
    },
  ];
  return (
    <Stack spacing={2}>
      <Typography>{t('choose.prompt')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {choices.map((choice) => (
          <Card key={choice.category} variant="outlined" sx={{ flex: 1 }}>
            <CardActionArea onClick={() => onChoose(choice.category)} aria-label={choice.title}>
              <CardContent>
                <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                  {choice.icon}
                  <Typography variant="h6" component="h2">
                    {choice.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {choice.text}
                  </Typography>
                </Stack>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}

/** /item/upload: choose car or special vehicle, then the form; `?itemNo=` opens an own item in update mode. */
export function ItemUploadPage({ panels }: { panels?: EditPanels }) {
  const { t } = useTranslation('item-form');
  const { t: tc } = useTranslation('condition');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const itemParam = params.get('itemNo');
  const itemNo = isNumericParam(itemParam ?? undefined) ? Number(itemParam) : undefined;
  const mode: PanelMode = itemNo === undefined ? 'register' : params.get('mode') === 'view' ? 'view' : 'update';
  const [category, setCategory] = useState<Category | null>(null);
  const session = useCurrentUserQuery();
  const user = session.data ?? null;
  const allowed = user !== null && hasRole(user, 'seller') && user.admission;
  const leaveTo = mode === 'register' ? ROUTES.itemList : ROUTES.itemManagement;
  useLeaveTarget(leaveTo);

  const stored = useQuery({
    ...myItemQuery(itemNo),
    enabled: allowed && itemNo !== undefined,
    retry: false,
  });

  const title = t(mode === 'register' ? 'title.register' : mode === 'update' ? 'title.update' : 'title.view', {
    itemNo: itemNo ?? '',
  });
  if (session.isLoading) return <Page title={title} />;
  if (!user) {
    return (
      <Page title={title}>
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={ROUTES.login}>
              {t('loginAction')}
            </Button>
          }
        >
          {t('loginRequired')}
        </Alert>
      </Page>
    );
  }
  if (!allowed) {
    return (
      <Page title={title}>
        {hasRole(user, 'seller') ? (
          <Alert
            severity="warning"
            action={
              <Button component={RouterLink} to={ROUTES.myPage}>
                {t('myPageAction')}
              </Button>
            }
          >
            {t('admissionPending')}
          </Alert>
        ) : (
          <Alert severity="warning">{t('sellersOnly')}</Alert>
        )}
      </Page>
    );
  }

  const leave = () => void navigate(leaveTo, { replace: true });
  const onSaved = (saved: SavedItem) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.items });
    // Leaving after the save, by the spec's rule; replace so that back does not return to a sent form. The page left
    // to confirms the save (SavedListingNotice in the layout).
    void navigate(leaveTo, {
      replace: true,
      state: savedListingState({ itemNo: saved.itemNo, registered: mode === 'register' }),
    });
  };

  if (mode === 'register') {
    return (
      <Page title={title}>
        {category === null ? (
          <CategoryChoice onChoose={setCategory} />
        ) : (
          <Stack spacing={2}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Typography component="h2" variant="h5">
                {t(category === CATEGORY.car ? 'choose.car' : 'choose.special')}
              </Typography>
              <Button size="small" onClick={() => setCategory(null)}>
                {t('choose.change')}
              </Button>
            </Stack>
            <ItemForm
              key={category}
              mode="register"
              category={category}
              user={user}
              panels={panels}
              onSaved={onSaved}
              onCancel={leave}
            />
            <Alert severity="info">{tc('form.saveFirst')}</Alert>
          </Stack>
        )}
      </Page>
    );
  }

  if (stored.isLoading) {
    return (
      <Page title={title}>
        <CircularProgress aria-label={t('loading')} />
      </Page>
    );
  }
  if (stored.error || !stored.data) {
    const missing = stored.error instanceof HttpError && stored.error.status === 404;
    return (
      <Page title={title}>
        <Alert severity="error">{t(missing ? 'notFound' : 'loadFailed')}</Alert>
      </Page>
    );
  }
  return (
    <Page title={title}>
      <ItemForm
        key={`${stored.data.itemNo}-${stored.data.version}`}
        mode={mode}
        category={stored.data.category as Category}
        user={user}
        item={stored.data}
        panels={panels}
        onSaved={onSaved}
        onCancel={leave}
      />
      {mode === 'update' && <ConditionEditor itemNo={stored.data.itemNo} />}
    </Page>
  );
}
