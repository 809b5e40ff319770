import { Image, Skeleton } from '@mantine/core';
import { useEffect, useState } from 'react';

const SIZE = 220;

/** The invitation link as a QR code, so people in the room join from their phones. */
export function InvitationQrCode({ url, label }: { url: string; label: string }) {
  const [image, setImage] = useState<string>();
  useEffect(() => {
    let current = true;
    // The QR library is loaded when a code is shown, not with the project page it would slow.
    // Medium error correction: still readable from a projector or a slightly blurred photo.
    import('qrcode')
      .then(({ toDataURL }) =>
        toDataURL(url, { width: SIZE, margin: 1, errorCorrectionLevel: 'M' }),
      )
      .then(
        (data) => current && setImage(data),
        (error: unknown) => console.error('QR code failed', error),
      );
    return () => {
      current = false;
    };
  }, [url]);
  if (!image) return <Skeleton w={SIZE} h={SIZE} />;
  return <Image src={image} alt={label} w={SIZE} h={SIZE} data-testid="invitation-qr" />;
}
