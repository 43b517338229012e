import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import type { Community } from '../../api/schemas';
import { formatCommunityAddress } from '../../domain/address';
import { hardwareList } from '../../domain/hardware';
import { texts } from '../../domain/texts';
import { webAddress } from '../../domain/webAddress';
import { InfoList } from '../../ui/InfoList';

/** A web address from the data as a link; anything else (a script or data address) as plain text. */
function ExternalLink({ address }: { address: string | null | undefined }) {
  const text = address?.trim();
  if (!text) return null;
  const href = webAddress(text);
  if (!href) return text;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {text}
    </Link>
  );
}

function PhoneLink({ phone }: { phone: string | null | undefined }) {
  if (!phone?.trim()) return null;
  return <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Link>;
}

/** The community's install information (spec 01 §2 "Community Info"). Rendered only while open. */
export function CommunityInfoDialog({ community, onClose }: { community: Community; onClose: () => void }) {
  const info = community.salesforceInfo;
  const hardware = hardwareList(info);
  return (
    <Dialog open onClose={onClose} fullWidth aria-labelledby="community-info-title">
      <DialogTitle id="community-info-title">{texts.units.communityInfo}</DialogTitle>
      <DialogContent>
        <InfoList
          entries={[
            { label: texts.info.buildingAddress, value: formatCommunityAddress(community) },
            { label: texts.info.defaultHubLocation, value: info?.defaultHubLocation },
            { label: texts.info.lightingLayout, value: <ExternalLink address={info?.lightingLayoutLink} /> },
            { label: texts.info.installPage, value: <ExternalLink address={info?.installPageLink} /> },
            { label: texts.info.propertyManager, value: info?.propertyManager },
            { label: texts.info.phoneNumber, value: <PhoneLink phone={info?.phoneNumber} /> },
            {
              label: texts.info.hardware,
              value: hardware.length > 0 && (
                <ul style={{ margin: 0, paddingLeft: '1.25em' }}>
                  {hardware.map((item) => (
                    <li key={item.label}>{`${item.label}: ${item.model}`}</li>
                  ))}
                </ul>
              ),
            },
          ]}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.info.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
