import { Page } from '@naturverse/ui';
import { UrlTabs } from '../../components/UrlTabs';
import { GalleryTab } from './GalleryTab';
import { ToolsTab } from './ToolsTab';
import { UploadTab } from './UploadTab';
import { useObservations } from './useObservations';
import './observations.css';

/** /zones/observations (spec §2): tabs Upload, Gallery, Tools, Coming Soon. */
export function ObservationsPage() {
  const { records, state, reload } = useObservations();
  return (
    <Page title="Observations" intro="Snap a plant, a bird or a cloud. Your photos stay in this browser on this device.">
      {state === 'failed' && (
        <p className="nv-field__error" role="alert">
          This browser is not letting the site read its photo store, so your photos cannot be shown right now.
        </p>
      )}
      <UrlTabs
        label="Observations"
        tabs={[
          { id: 'upload', label: 'Upload', content: <UploadTab onSaved={reload} /> },
          { id: 'gallery', label: 'Gallery', content: <GalleryTab records={records} state={state} onChanged={reload} /> },
          { id: 'tools', label: 'Tools', content: <ToolsTab count={records.length} unreadable={state === 'failed'} onChanged={reload} /> },
          {
            id: 'coming-soon',
            label: 'Coming Soon',
            content: (
              <ul className="zn-soon">
                <li>Species hints from your photos</li>
                <li>A map of where you found things</li>
                <li>Share a photo with your family</li>
              </ul>
            ),
          },
        ]}
      />
    </Page>
  );
}
