import { useState } from 'react';
import { Center } from '@mantine/core';
import { IconToolsKitchen2 } from '@tabler/icons-react';

export interface ProductImageProps {
  src: string | null;
  alt: string;
  height: number;
}

/** Spec §5/§7: image loading is checked; a missing or failing image shows the fallback icon. */
export function ProductImage({ src, alt, height }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src === null || failedSrc === src) {
    return (
      <Center h={height} bg="coffee.1" c="coffee.6" data-testid="product-image-fallback" aria-label={alt} role="img">
        <IconToolsKitchen2 size={Math.round(height / 2.5)} />
      </Center>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      onError={() => setFailedSrc(src)}
      style={{ width: '100%', height, objectFit: 'cover', display: 'block' }}
    />
  );
}
