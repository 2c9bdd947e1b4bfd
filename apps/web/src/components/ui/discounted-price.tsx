/** A price, after the price it replaces struck through when there is one (a discounted listing). */
export function DiscountedPrice({ price, struck }: { price: string; struck: string | null }) {
  return (
    <>
      {struck !== null && (
        <>
          <del>
            <bdi>{struck}</bdi>
          </del>{' '}
        </>
      )}
      <bdi>{price}</bdi>
    </>
  );
}
