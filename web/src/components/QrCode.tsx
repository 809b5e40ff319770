import { Image, Skeleton } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * A link as a QR code, so people in the room open it from their phones: an invitation's link
 * (sharing) or a room's join link (rooms, the presenter).
 */
export function QrCode(props: { url: string; label: string; size?: number; testId?: string }) {
  const { url, size = 220 } = props;
  const [image, setImage] = useState<string>();
  useEffect(() => {
    let current = true;
    // The QR library is loaded when a code is shown, not with the project page it would slow.
    // Medium error correction: still readable from a projector or a slightly blurred photo.
    import('qrcode')
      .then(({ toDataURL }) =>
        toDataURL(url, { width: size, margin: 1, errorCorrectionLevel: 'M' }),
      )
      .then(
        (data) => current && setImage(data),
        (error: unknown) => console.error('QR code failed', error),
      );
    return () => {
      current = false;
    };
  }, [url, size]);
  if (!image) return <Skeleton w={size} h={size} />;
  return <Image src={image} alt={props.label} w={size} h={size} data-testid={props.testId} />;
}
