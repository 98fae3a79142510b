import { useState } from 'react';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useUploadPhoto } from '../api/owner-studios';

interface SaveWithPhotoOptions<T, S extends { id: string }> {
  save: (values: T) => Promise<S>;
  /** Where the photo goes: POST /api/<owner>/:id/image. */
  owner: 'studios' | 'classes';
  saved: (result: S) => { title: string; description: string };
  failedTitle: string;
  onDone: () => void;
}

/**
 * The studio and class forms' submit: save, then upload the chosen photo (the upload needs the new
 * id), then say so; any failure is one toast with the server's sentence.
 */
export function useSaveWithPhoto<T, S extends { id: string }>(options: SaveWithPhotoOptions<T, S>) {
  const upload = useUploadPhoto();
  const [photo, setPhoto] = useState<File | null>(null);
  const submit = async (values: T) => {
    try {
      const result = await options.save(values);
      if (photo) await upload.mutateAsync({ owner: options.owner, id: result.id, file: photo });
      toast({ variant: 'success', ...options.saved(result) });
      options.onDone();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: options.failedTitle,
        description: errorMessage(error, 'Please try again.'),
      });
    }
  };
  return { setPhoto, submit };
}
