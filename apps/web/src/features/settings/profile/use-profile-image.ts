import type { ProfileImageKind } from '@crowns/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { errorText } from '../../../lib/action-error';
import { ApiError } from '../../../lib/api';
import { checkImageFile, readImageSize } from '../../../ui/form/image-file';
import { removeProfileImage, uploadProfileImage } from '../api/profile-image';
import { useAccountSaved } from '../api/settings';
import { PROFILE_IMAGE_RULES } from './image-rules';

/**
 * One profile image (avatar or banner): a picked file is checked, cropped in the dialog, then uploaded at once;
 * Remove goes back to the default. `problem` is the message to show beside the image.
 */
export function useProfileImage(kind: ProfileImageKind, userId: string) {
  const saved = useAccountSaved();
  const [cropSrc, setCropSrc] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const onAnswer = {
    onSuccess: (answer: Awaited<ReturnType<typeof uploadProfileImage>>) => {
      saved(answer.account);
      toast.success(answer.message);
    },
    onError: (error: Error) => {
      if (!(error instanceof ApiError && error.handled)) setProblem(errorText(error));
    },
  };
  const upload = useMutation({ mutationFn: (image: Blob) => uploadProfileImage(userId, kind, image), ...onAnswer });
  const remove = useMutation({ mutationFn: () => removeProfileImage(userId, kind), ...onAnswer });

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const message = await checkImageFile(file, readImageSize, PROFILE_IMAGE_RULES[kind]);
    setProblem(message);
    if (!message) setCropSrc(URL.createObjectURL(file));
  };
  const closeCropper = () => {
    if (cropSrc) URL.revokeObjectURL(cropSrc);
    setCropSrc(null);
  };
  const onCropped = (image: Blob) => {
    closeCropper();
    setProblem(null);
    upload.mutate(image);
  };
  const onRemove = () => {
    setProblem(null);
    remove.mutate();
  };

  return { cropSrc, problem, pick, closeCropper, onCropped, onRemove, busy: upload.isPending || remove.isPending };
}
