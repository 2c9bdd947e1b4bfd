import { ItemUploadPage } from '../features/item-form/item-upload-page.tsx';
import type { EditPanels } from '../features/item-form/item-form.tsx';
import { OptionsPanel } from '../features/options-status/options-panel.tsx';
import { StatusPanel } from '../features/options-status/status-panel.tsx';

/** The seller's form with the options and status panels of their own feature, in the form's mode. */
const panels: EditPanels = {
  options: (props) => <OptionsPanel {...props} />,
  status: (props) => <StatusPanel {...props} />,
};

export function ItemUploadScreen() {
  return <ItemUploadPage panels={panels} />;
}
