import type { InstallerPreviewData } from '../../api/schemas';
import { texts } from '../../domain/texts';
import { RowDisclosure } from '../../ui/rowParts';

/** The row's expandable 'PTE Notes' and 'Notes to Technician'; special handling puts a warning on each. */
export function UnitNotes({ preview }: { preview: InstallerPreviewData }) {
  const warning = preview.specialHandling === true ? texts.units.specialHandling : undefined;
  const pteNotes = preview.pteNotes?.trim();
  const notes = preview.notes?.trim();
  if (!pteNotes && !notes) return null;
  return (
    <>
      {pteNotes && (
        <RowDisclosure title={texts.units.pteNotes} warning={warning}>
          {pteNotes}
        </RowDisclosure>
      )}
      {notes && (
        <RowDisclosure title={texts.units.notesToTechnician} warning={warning}>
          {notes}
        </RowDisclosure>
      )}
    </>
  );
}
