package bench

import java.nio.charset.StandardCharsets.UTF_8

/** One library's decoder and encoder for one corpus's root type. */
trait Codec:
  def decode(bytes: Array[Byte]): AnyRef
  def encode(value: AnyRef): Array[Byte]

object Codec:
  /** Unwraps a decode result: `Left` is a failure, `Right` the value. */
  def value(result: Either[Any, AnyRef]): AnyRef = result match
    case Right(v) => v
    case Left(e)  => throw new IllegalStateException(String.valueOf(e))

  def utf8(s: String): Array[Byte] = s.getBytes(UTF_8)
