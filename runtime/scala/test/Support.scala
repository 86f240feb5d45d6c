package jsongen.runtime

import java.nio.charset.StandardCharsets

/** Running a read over a document, as the generated decoders do. */
object Support:
  def bytes(s: String): Array[Byte] = s.getBytes(StandardCharsets.UTF_8)

  def run[A](doc: Array[Byte], maxDepth: Int)(read: JsonReader => A): Either[DecodeError, A] =
    JsonReader.run(doc, DecodeOptions(maxDepth), read)

  def run[A](doc: String)(read: JsonReader => A): Either[DecodeError, A] = run(bytes(doc), 512)(read)

  /** The text `write` puts into a buffer of exactly `size` bytes (and that it fills it). */
  def written(size: Int)(write: (Array[Byte], Int) => Int): String =
    val buf = new Array[Byte](size)
    val end = write(buf, 0)
    assert(end == size, s"wrote $end bytes, sized $size")
    new String(buf, StandardCharsets.UTF_8)

  /** Reads a whole document as any JSON value, minified. */
  def raw(doc: String): Either[DecodeError, String] = run(doc)(_.readRaw().toString)

  def error(offset: Long, pointer: String, expected: String, found: String): Left[DecodeError, Nothing] =
    Left(DecodeError(offset, pointer, expected, found))
