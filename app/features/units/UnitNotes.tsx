import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { InstallerPreviewData } from '../../api/schemas';
import { texts } from '../../domain/texts';

function NotesSection({ title, notes, warn }: { title: string; notes: string; warn: boolean }) {
  return (
    <Accordion disableGutters elevation={0} square sx={{ '&::before': { display: 'none' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ minHeight: 40, px: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {warn && <WarningAmberIcon color="warning" fontSize="small" titleAccess={texts.units.specialHandling} />}
          <Typography variant="body2">{title}</Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0 }}>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          {notes}
        </Typography>
      </AccordionDetails>
    </Accordion>
  );
}

/** The row's expandable 'PTE Notes' and 'Notes to Technician'; special handling puts a warning on each. */
export function UnitNotes({ preview }: { preview: InstallerPreviewData }) {
  const warn = preview.specialHandling === true;
  const pteNotes = preview.pteNotes?.trim();
  const notes = preview.notes?.trim();
  if (!pteNotes && !notes) return null;
  return (
    <>
      {pteNotes && <NotesSection title={texts.units.pteNotes} notes={pteNotes} warn={warn} />}
      {notes && <NotesSection title={texts.units.notesToTechnician} notes={notes} warn={warn} />}
    </>
  );
}
