import { useState } from 'react';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { type PhotoOwner, useUploadPhoto } from '../api/owner-studios';

interface SaveWithPhotoOptions<T, S extends { id: string }> {
  save: (values: T) => Promise<S>;
  /** Where the photo goes: POST /api/<owner>/:id/image. */
  owner: PhotoOwner;
  saved: (result: S) => { title: string; description: string };
  failedTitle: string;
  onDone: () => void;
}

/**
 * The studio, class and teacher forms' submit: save, then upload the chosen photo (the upload needs the new
 * id), then say so; a failure is one toast with the server's sentence.
 */
export function useSaveWithPhoto<T, S extends { id: string }>(options: SaveWithPhotoOptions<T, S>) {
  const upload = useUploadPhoto();
  const [photo, setPhoto] = useState<File | null>(null);
  const submit = async (values: T) => {
    let result: S;
    try {
      result = await options.save(values);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: options.failedTitle,
        description: errorMessage(error, 'Please try again.'),
      });
      return;
    }
    if (photo) {
      try {
        await upload.mutateAsync({ owner: options.owner, id: result.id, file: photo });
      } catch (error) {
        // The record is saved. The form closes, so that submitting it again cannot save a second
        // one; the photo can be chosen again from Edit.
        toast({
          variant: 'destructive',
          title: 'Saved, but not the photo',
          description: `${errorMessage(error, 'The photo could not be uploaded.')} Choose it again from Edit.`,
        });
        options.onDone();
        return;
      }
    }
    toast({ variant: 'success', ...options.saved(result) });
    options.onDone();
  };
  return { setPhoto, submit };
}
