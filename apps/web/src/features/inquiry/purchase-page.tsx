import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLanguage, useTranslation } from '../../lib/i18n/translation.tsx';
import { useBlocker, useNavigate, useSearchParams } from 'react-router';
import { countryIn, type DetailResponse, localizedName, mayInquire, ROUTES, withOfferedPrice } from '@market/domain';
import { ImportRefusalNotice, useImportRefusals } from '../../components/import-verdict.tsx';
import { Page } from '../../components/ui/page.tsx';
import { errorText } from '../../lib/form.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { useAgreedPrices } from '../../lib/price-offers.ts';
import { purchaseDetailQuery, useCountries, usePorts, vesselOffers } from './api.ts';
import { ConsigneeListDialog, ConsigneeStep } from './consignee-step.tsx';
import { DestinationFields } from './destination-fields.tsx';
import { FinishStep } from './finish-step.tsx';
import { grandTotal, isAvailable, itemList, parseItemNos, purchaseLine, type PurchaseLine } from './purchase-rules.ts';
import {
  DuplicateInquiryDialog,
  InquiryNoticeBar,
  LeaveDialog,
  SendButton,
  useInquiryNotice,
  useSendInquiry,
} from './save-feedback.tsx';
import { changeCountry, changePort, initialSelection, vesselChoices } from './terms-rules.ts';
import { PurchaseItems } from './purchase-items.tsx';
import { useConsigneeForm } from './use-consignee-form.ts';

/**
 * The purchase inquiry form of spec section 2 "Other screens" (docs/decisions/0051): several vehicles of
 * `?items=` sent as one inquiry to one destination, each with its own vessel; the consignee step of the dialog.
 */
export function PurchasePage() {
  const { t } = useTranslation(['inquiry', 'errors']);
  const language = useLanguage().code;
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const itemNos = parseItemNos(params.get('items'));
  const details = useQueries({
    queries: itemNos.map((itemNo) => ({
      ...purchaseDetailQuery(itemNo),
      retry: false,
      staleTime: 60_000,
    })),
  });
  const loading = details.some((query) => query.isPending);
  const first = details.find((query) => query.data)?.data;
  // The detail page's inquiry rule, with the buyer's country as the detail answers name it.
  const allowed = mayInquire({ userFlag: user?.userFlag, language, countryCode: first?.countryCode ?? '' });
  const remove = (itemNo: number) => {
    const next = new URLSearchParams(params);
    next.set('items', itemNos.filter((other) => other !== itemNo).join(','));
    setParams(next, { replace: true });
  };

  return (
    <Page title={t('purchase.title')}>
      {itemNos.length === 0 ? (
        <Alert severity="info">{t('purchase.noItems')}</Alert>
      ) : loading ? (
        <CircularProgress aria-label={t('purchase.loading')} />
      ) : !allowed ? (
        <Alert severity="info">{t('errors:inquiryNotOffered')}</Alert>
      ) : (
        <PurchaseForm
          itemNos={itemNos}
          details={details.map((query) => query.data)}
          destination={first ?? { countryCode: '', countryList: [], portList: [] }}
          onRemove={remove}
        />
      )}
    </Page>
  );
}

interface PurchaseFormProps {
  itemNos: number[];
  details: (DetailResponse | undefined)[];
  destination: Pick<DetailResponse, 'countryCode' | 'countryList' | 'portList'>;
  /** Takes a vehicle off the list (and out of the address). */
  onRemove(itemNo: number): void;
}

/** Each vehicle's line: its vessel (the buyer's choice or the first offered to the port) and its price. */
function usePurchaseLines(available: DetailResponse[], selection: ReturnType<typeof initialSelection>) {
  const [vesselByItem, setVesselByItem] = useState<Record<number, number>>({});
  const vesselQueries = useQueries({
    queries: available.map((detail) => ({
      queryKey: queryKeys.vessels(selection.portNo, detail.item.itemNo),
      queryFn: () => vesselOffers(selection.portNo!, detail.item.itemNo),
      enabled: selection.portNo !== null,
      staleTime: 60_000,
    })),
  });
  const vessels = available.map((_, index) => ({
    choices: vesselChoices(selection.portNo === null ? [] : (vesselQueries[index]?.data ?? [])),
    fetching: vesselQueries[index]?.isFetching ?? false,
  }));
  const agreedPrice = useAgreedPrices();
  // An accepted price offer is the buyer's price for its listing here too (the server quotes it the same way).
  const lines: PurchaseLine[] = available.map((detail, index) => {
    const line = purchaseLine(
      detail,
      vessels[index]!.choices,
      vesselByItem[detail.item.itemNo],
      selection.preselectVessel,
    );
    return { ...line, price: withOfferedPrice(line.price, agreedPrice(detail.item.itemNo)) };
  });
  return { lines, total: grandTotal(lines), vessels, setVesselByItem };
}

/** Leaving with entered data warns that it is not saved (spec section 4); `go` leaves without the warning. */
function useLeaveGuard(dirty: boolean) {
  const navigate = useNavigate();
  const leaveAllowed = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (leaveAllowed.current) {
      leaveAllowed.current = false;
      return false;
    }
    return dirty && currentLocation.pathname !== nextLocation.pathname;
  });
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const go = (to: string) => {
    leaveAllowed.current = true;
    void navigate(to);
  };
  return { blocker, go };
}

/** Vehicles the destination refuses need the buyer's acknowledgement, given for that country only (issue 18). */
function useImportAcknowledgement(
  lines: PurchaseLine[],
  country: { countryCode: string } | undefined,
  countryNo: number | null,
) {
  const refused = useImportRefusals(
    lines.map((line) => line.itemNo),
    country?.countryCode ?? null,
  );
  const [acknowledgedFor, setAcknowledgedFor] = useState<number | null>(null);
  const importAcknowledged = acknowledgedFor !== null && acknowledgedFor === countryNo;
  const acknowledge = (acknowledged: boolean) => setAcknowledgedFor(acknowledged ? countryNo : null);
  return { refused, importAcknowledged, acknowledge };
}

/** Destination: one country and port for every item, by the dialog's rules. */
function useDestination(destination: PurchaseFormProps['destination']) {
  const [selection, setSelection] = useState(() => initialSelection(destination));
  const countries = useCountries(destination.countryList).data ?? [];
  const portQuery = usePorts(selection.countryNo, destination.portList);
  const ports = portQuery.data ?? [];
  const noPorts = selection.countryNo !== null && portQuery.isSuccess && ports.length === 0;
  const country = countryIn(countries, { countryNo: selection.countryNo });
  return { selection, setSelection, countries, ports, noPorts, country };
}

function PurchaseForm({ itemNos, details, destination, onRemove }: PurchaseFormProps) {
  const { t } = useTranslation(['inquiry', 'errors']);
  const language = useLanguage().code;
  const available = details.filter(isAvailable);

  const { selection, setSelection, countries, ports, noPorts, country } = useDestination(destination);
  const { lines, total, vessels, setVesselByItem } = usePurchaseLines(available, selection);
  const { refused, importAcknowledged, acknowledge } = useImportAcknowledgement(lines, country, selection.countryNo);

  // Leaving with entered data warns that it is not saved (spec section 4); after sending there is nothing to lose.
  const [touched, setTouched] = useState(false);
  /** A new country or port: the vessels chosen for the old one no longer hold. */
  const changeDestination = (change: (current: typeof selection) => typeof selection) => {
    setTouched(true);
    setVesselByItem({});
    setSelection(change);
  };
  const [ilNo, setIlNo] = useState<number | null>(null);
  const dirty = touched && ilNo === null;
  const { blocker, go } = useLeaveGuard(dirty);

  // Consignee: the dialog's step, with the destination checked alongside it.
  const [listOpen, setListOpen] = useState(false);
  const destinationRef = useRef<HTMLElement>(null);
  const formRef = useRef<HTMLElement>(null);
  const consignee = useConsigneeForm({
    listOpen,
    setListOpen,
    formRef,
    destination: { selectCountry: selection.countryNo, selectPort: selection.portNo },
    onEdit: () => setTouched(true),
  });
  const errors = consignee.errors;

  const notice = useInquiryNotice(consignee.noDefault);
  const save = useSendInquiry({
    consignee,
    notice,
    onSent: (sent) => {
      setIlNo(sent);
      window.scrollTo?.({ top: 0 });
    },
  });

  const submit = () =>
    consignee.submit(
      () =>
        save.send({
          selectCountry: selection.countryNo!,
          selectPort: selection.portNo!,
          ...consignee.body,
          itemList: itemList(lines),
          importAcknowledged,
        }),
      (found) => {
        const target = found.selectCountry || found.selectPort ? destinationRef : formRef;
        target.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      },
    );

  if (ilNo !== null)
    return (
      <>
        <FinishStep ilNo={ilNo} onGo={go} />
        <InquiryNoticeBar notice={notice} />
      </>
    );

  return (
    <Stack spacing={4}>
      <PurchaseItems
        itemNos={itemNos}
        details={details}
        available={available}
        lines={lines}
        total={total}
        vessels={vessels}
        portChosen={selection.portNo !== null}
        onVessel={(itemNo, smvpNo) => {
          setTouched(true);
          setVesselByItem((v) => ({ ...v, [itemNo]: smvpNo }));
        }}
        onRemove={(itemNo) => {
          setTouched(true);
          onRemove(itemNo);
        }}
      />

      {available.length === 0 ? (
        <Alert severity="error">{t('purchase.noneAvailable')}</Alert>
      ) : (
        <>
          <Box
            component="section"
            ref={destinationRef}
            aria-labelledby="purchase-destination-title"
            sx={{ scrollMarginTop: 16 }}
          >
            <Typography id="purchase-destination-title" component="h2" variant="h6" sx={{ mb: 1 }}>
              {t('purchase.destination')}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              <DestinationFields
                required
                language={language}
                countries={countries}
                ports={ports}
                noPorts={noPorts}
                itemNos={lines.map((line) => line.itemNo)}
                countryNo={selection.countryNo}
                portNo={selection.portNo}
                onCountry={(countryNo) => changeDestination(() => changeCountry(countryNo))}
                onPort={(portNo) => changeDestination((current) => changePort(current, portNo))}
                countryError={errorText(t, errors.selectCountry)}
                portError={errorText(t, errors.selectPort)}
              />
            </Box>
          </Box>

          <ImportRefusalNotice
            itemNos={refused}
            countryName={country ? localizedName(country, 'countryName', language) : ''}
            acknowledged={importAcknowledged}
            onAcknowledgedChange={acknowledge}
          />

          <ConsigneeStep ref={formRef} {...consignee.step} />

          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <SendButton
              invalid={consignee.invalid || (refused.length > 0 && !importAcknowledged)}
              pending={save.pending}
              onClick={submit}
            >
              {t('purchase.submit')}
            </SendButton>
          </Stack>
        </>
      )}

      <ConsigneeListDialog {...consignee.list} />

      <LeaveDialog
        open={blocker.state === 'blocked'}
        id="purchase-leave"
        title={t('purchase.leaveTitle')}
        text={t('purchase.leaveMessage')}
        stayLabel={t('purchase.stay')}
        leaveLabel={t('purchase.leave')}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />

      <DuplicateInquiryDialog
        open={save.duplicateAsk}
        onClose={save.closeDuplicate}
        onGoToList={() => {
          save.closeDuplicate();
          go(ROUTES.inquiryList);
        }}
      />

      <InquiryNoticeBar notice={notice} />
    </Stack>
  );
}
