import { useTranslation } from '../../lib/i18n/translation.tsx';
import { PlainAlert } from '../../components/ui/plain-alert.tsx';
import { PlainButton } from '../../components/ui/plain-button.tsx';

/** The version the user last refreshed to (spec: "A version value is stored locally"). */
const STORED_VERSION_KEY = 'version';

/** A new build is out when the server's differs from this app's, unless the user already refreshed to it. */
function needsRefresh(serverVersion: string, appVersion: string, storedVersion: string | null): boolean {
  return serverVersion !== appVersion && serverVersion !== storedVersion;
}

/** The version-update bar: Refresh stores the server's version and reloads. */
export function VersionBar({ serverVersion }: { serverVersion: string }) {
  const { t } = useTranslation('detail');
  const stored = globalThis.localStorage?.getItem(STORED_VERSION_KEY) ?? null;
  if (!needsRefresh(serverVersion, __APP_VERSION__, stored)) return null;
  return (
    <PlainAlert
      severity="info"
      className="detail-page__version"
      action={
        <PlainButton
          color="inherit"
          size="small"
          onClick={() => {
            localStorage.setItem(STORED_VERSION_KEY, serverVersion);
            window.location.reload();
          }}
        >
          {t('refresh')}
        </PlainButton>
      }
    >
      {t('newVersion')}
    </PlainAlert>
  );
}
