package bench

import io.circe.{Decoder, Encoder, Printer}
import io.circe.generic.semiauto.{deriveDecoder, deriveEncoder}
import io.circe.syntax.*
import bench.model.*

/** circe codecs derived with circe-generic; parsing with circe-parser (jawn). */
object Circe:
  given Decoder[StatusMetadata] = deriveDecoder
  given Encoder[StatusMetadata] = deriveEncoder
  given Decoder[UrlEntity] = deriveDecoder
  given Encoder[UrlEntity] = deriveEncoder
  given Decoder[UrlList] = deriveDecoder
  given Encoder[UrlList] = deriveEncoder
  given Decoder[UserEntities] = deriveDecoder
  given Encoder[UserEntities] = deriveEncoder
  given Decoder[User] = deriveDecoder
  given Encoder[User] = deriveEncoder
  given Decoder[Hashtag] = deriveDecoder
  given Encoder[Hashtag] = deriveEncoder
  given Decoder[UserMention] = deriveDecoder
  given Encoder[UserMention] = deriveEncoder
  given Decoder[MediaSize] = deriveDecoder
  given Encoder[MediaSize] = deriveEncoder
  given Decoder[MediaSizes] = deriveDecoder
  given Encoder[MediaSizes] = deriveEncoder
  given Decoder[Media] = deriveDecoder
  given Encoder[Media] = deriveEncoder
  given Decoder[StatusEntities] = deriveDecoder
  given Encoder[StatusEntities] = deriveEncoder
  given statusDecoder: Decoder[Status] = deriveDecoder
  given statusEncoder: Encoder[Status] = deriveEncoder
  given Decoder[SearchMetadata] = deriveDecoder
  given Encoder[SearchMetadata] = deriveEncoder
  given Decoder[Twitter] = deriveDecoder
  given Encoder[Twitter] = deriveEncoder

  given Decoder[Event] = deriveDecoder
  given Encoder[Event] = deriveEncoder
  given Decoder[Price] = deriveDecoder
  given Encoder[Price] = deriveEncoder
  given Decoder[Area] = deriveDecoder
  given Encoder[Area] = deriveEncoder
  given Decoder[SeatCategory] = deriveDecoder
  given Encoder[SeatCategory] = deriveEncoder
  given Decoder[Performance] = deriveDecoder
  given Encoder[Performance] = deriveEncoder
  given Decoder[Citm] = deriveDecoder
  given Encoder[Citm] = deriveEncoder

  given Decoder[Geometry] = deriveDecoder
  given Encoder[Geometry] = deriveEncoder
  given Decoder[Feature] = deriveDecoder
  given Encoder[Feature] = deriveEncoder
  given Decoder[Canada] = deriveDecoder
  given Encoder[Canada] = deriveEncoder

  private val printer = Printer.noSpaces

  private def codec[T <: AnyRef](using d: Decoder[T], e: Encoder[T]): Codec = new Codec:
    def decode(bytes: Array[Byte]): AnyRef = Codec.value(io.circe.jawn.decodeByteArray[T](bytes))
    def encode(value: AnyRef): Array[Byte] =
      val buf = printer.printToByteBuffer(value.asInstanceOf[T].asJson)
      val out = new Array[Byte](buf.remaining())
      buf.get(out)
      out

  val codecs: Map[String, Codec] =
    Map("twitter" -> codec[Twitter], "citm_catalog" -> codec[Citm], "canada" -> codec[Canada])
